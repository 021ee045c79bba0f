import type { Endpoint } from '@pmc/api-client/contract';
import type { z } from 'zod';
import { serverMessages } from '../messages.ts';
import { type FieldFault, failFields } from './envelope-error.ts';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The message for one zod issue: why the field is at fault, in words a form can show beside it. */
function faultOf(issue: z.core.$ZodIssue, input: unknown, where: string): FieldFault {
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const reason =
    issue.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : undefined;
  if (reason === 'controlCharacter') return { path, descriptor: serverMessages.fieldControlCharacter };
  if (reason === 'outOfRange' && issue.code === 'custom') {
    const { min, max } = issue.params as { min: number; max: number };
    return { path, descriptor: { ...serverMessages.fieldOutOfRange, values: { min, max } } };
  }
  if (reason === 'idleNotBelowAbsolute') return { path, descriptor: serverMessages.idleNotBelowAbsolute };
  if (reason === 'tooLong' || (issue.code === 'too_big' && issue.origin === 'string'))
    return { path, descriptor: serverMessages.fieldTooLong };
  const value = valueAt(input, issue.path);
  const missing = value === undefined || value === null || value === '';
  if (path === 'pageSize' && !missing) return { path, descriptor: serverMessages.pageSizeInvalid };
  return { path, descriptor: missing ? serverMessages.fieldRequired : serverMessages.fieldInvalid };
}

function faultsOf(error: z.ZodError, input: unknown, where: string): FieldFault[] {
  const seen = new Set<string>();
  const faults: FieldFault[] = [];
  for (const issue of error.issues) {
    const fault = faultOf(issue, input, where);
    const key = `${fault.path}\u0000${fault.descriptor.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    faults.push(fault);
  }
  return faults;
}

interface RequestInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Validates an endpoint's path parameters, query and body together: one code 400 names every field at
 * fault in all three.
 */
export function parseRequestInput<E extends Pick<Endpoint, 'params' | 'query' | 'body'>>(
  endpoint: E,
  input: RequestInput,
): {
  params: Record<string, string>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
} {
  const faults: FieldFault[] = [];
  const parse = (schema: z.ZodType | undefined, value: unknown, where: string) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value ?? {});
    if (result.success) return result.data;
    faults.push(...faultsOf(result.error, value ?? {}, where));
    return undefined;
  };
  const params = parse(endpoint.params, input.params, 'params') as Record<string, string>;
  const query = parse(endpoint.query, input.query, 'query');
  const body = parse(endpoint.body, input.body, 'body');
  if (faults.length > 0) throw failFields(faults);
  return { params, query, body } as never;
}
