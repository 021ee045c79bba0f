import { contractEndpoints, type Endpoint, envelopeSchema } from '@pmc/api-client/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonSchema;
  const { $schema: _ignored, ...rest } = json;
  return rest;
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = endpoint.pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (endpoint.query) {
    const schema = toSchema(endpoint.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      list.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  return list;
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
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
  return { required: true, content: { [type]: { schema: toSchema(endpoint.body, 'input') } } };
}

function response(endpoint: Endpoint): JsonSchema {
  if (endpoint.response === 'blob') {
    return {
      description: 'The file itself (an error still answers the JSON envelope)',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    description: 'Envelope: code 200 success; 400 bad input; 403 no permission; 600/601/602 session codes',
    content: { 'application/json': { schema: toSchema(envelopeSchema(endpoint.data), 'output') } },
  };
}

/**
 * The OpenAPI 3.1 document of the whole contract, generated from its zod schemas, so it can't
 * drift from what the server validates.
 */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { domain, name, endpoint } of contractEndpoints) {
    const auth = endpoint.auth;
    const operation: JsonSchema = {
      operationId: `${domain}.${name}`,
      tags: [domain],
      summary: endpoint.summary,
      parameters: parameters(endpoint),
      responses: { 200: response(endpoint) },
      'x-permission': auth,
      ...(auth === 'public' ? { security: [] } : {}),
    };
    const body = requestBody(endpoint);
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
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    security: [{ token: [] }],
    paths,
  };
}
