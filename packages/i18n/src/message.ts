/** Values for the ICU placeholders of a message, e.g. `{ n: 5, unit: 'MB' }`. */
export type MessageValues = Record<string, unknown>;

/**
 * A message as every package declares it (Lingui-compatible): a stable id, the zh source text as
 * `message` (the fallback), and optionally the values it is to be formatted with.
 */
export interface MessageDescriptor {
  id: string;
  message?: string;
  values?: MessageValues;
}
