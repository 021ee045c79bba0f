import * as z from 'zod';
import { enabledMarkSchema, timeSchema } from './common.ts';

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/** The body of an update: every field of the create body optional, without its default, plus the version read. */
export type UpdateShape<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]>>;
} & { lastModifyTime: z.ZodOptional<typeof timeSchema> };

/**
 * The update body of an entity, derived from its create body: a field the body leaves out keeps its
 * stored value (a form that hides a field, or sends only what changed, wipes nothing), so defaults are
 * dropped rather than filled in. `lastModifyTime` is the version the editor read: when the stored one
 * differs, someone else saved in between and the update is refused (code 409) instead of overwriting.
 * @example
 * const roleUpdateSchema = updateBodyOf(roleInputSchema);
 * roleUpdateSchema.parse({ fullName: '审计员' }); // { fullName: '审计员' }: nothing else is touched
 */
export function updateBodyOf<T extends z.ZodRawShape>(create: z.ZodObject<T>): z.ZodObject<UpdateShape<T>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(create.shape)) {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = inner.optional();
  }
  return z.object({ ...shape, lastModifyTime: timeSchema.optional() }) as unknown as z.ZodObject<
    UpdateShape<T>
  >;
}

/**
 * Body of the `Actions/State` endpoints: the state the switch asks for. Without it the state toggles
 * (the old behaviour), which a stale switch could flip the wrong way, so clients send it.
 */
export const stateBodySchema = z.object({ enabledMark: enabledMarkSchema.optional() });

/** Envelope code of an update refused because the record changed since it was read. */
export const STALE_RECORD_CODE = 409;
