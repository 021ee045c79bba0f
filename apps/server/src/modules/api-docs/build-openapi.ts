import { contractEndpoints, type Endpoint, envelopeSchema } from '@pmc/api-client/contract';
import { ComponentSchemas } from './component-schemas.ts';

type JsonSchema = Record<string, unknown>;

function parameters(endpoint: Endpoint, components: ComponentSchemas, hint: string): JsonSchema[] {
  const list: JsonSchema[] = endpoint.pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (endpoint.query) {
    const schema = components.convert(endpoint.query, 'input', `${hint}.query`) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      list.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  return list;
}

function requestBody(endpoint: Endpoint, components: ComponentSchemas, hint: string): JsonSchema | undefined {
  if (endpoint.bodyEncoding === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  const type = endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    required: true,
    content: { [type]: { schema: components.convert(endpoint.body, 'input', `${hint}.body`) } },
  };
}

function response(endpoint: Endpoint, components: ComponentSchemas, hint: string): JsonSchema {
  if (endpoint.response === 'blob') {
    return {
      description: 'The file itself (an error still answers the JSON envelope)',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    description: 'Envelope: code 200 success; 400 bad input; 403 no permission; 600/601/602 session codes',
    content: {
      'application/json': {
        schema: components.convert(envelopeSchema(endpoint.data), 'output', `${hint}.data`),
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the whole contract, generated from its zod schemas, so it can't
 * drift from what the server validates.
 */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components = new ComponentSchemas();
  for (const { domain, name, endpoint } of contractEndpoints) {
    const auth = endpoint.auth;
    const hint = `${domain}.${name}`;
    const operation: JsonSchema = {
      operationId: `${domain}.${name}`,
      tags: [domain],
      summary: endpoint.summary,
      parameters: parameters(endpoint, components, hint),
      responses: { 200: response(endpoint, components, hint) },
      'x-permission': auth,
      ...(auth === 'public' ? { security: [] } : {}),
    };
    const body = requestBody(endpoint, components, hint);
    if (body) operation.requestBody = body;
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PMC admin API',
      version: '1.0.0',
      description:
        'Every answer is the envelope {code, msg, data} with HTTP 200. The token from sign-in goes in the Authorization header as is.',
    },
    components: {
      schemas: components.schemas,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    security: [{ token: [] }],
    paths,
  };
}
