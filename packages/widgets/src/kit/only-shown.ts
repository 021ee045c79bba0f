import * as z from 'zod';

/**
 * The schema without the fields a form does not show (denied by the form permissions, or of the other
 * mode): a hidden field's rule must not block the save. A schema with object-level rules is kept whole.
 */
export function onlyShown(full: z.ZodType, names: readonly string[]): z.ZodType {
  if (!(full instanceof z.ZodObject)) return full;
  const hidden = Object.keys(full.shape).filter((key) => !names.includes(key));
  if (hidden.length === 0) return full;
  try {
    return full.omit(Object.fromEntries(hidden.map((key) => [key, true])) as never);
  } catch {
    // zod refuses to omit from an object with refinements: such a form shows all its fields anyway
    return full;
  }
}
