/**
 * Field names that never enter a history entry, whatever a handler passes: password hashes, session
 * tokens, salts and the like. Matched on the lower-cased name so `passwordHash`, `tokenHash` and
 * `password_hash` are all caught.
 */
const SECRET_PATTERNS = [/password/, /passwd/, /pwd(?!$)/, /token/, /salt/, /secret/, /hash/, /captcha/];

// Names that match a pattern but hold no secret: a flag and the password lifecycle's policy numbers.
const NOT_SECRET = new Set(['isweakpwd', 'passwordexpirydays', 'passwordhistorycount']);

/** Whether a field may never be stored in history. `isWeakPwd` and the policy's password limits are allowed. */
export function isSecretField(field: string): boolean {
  const name = field.toLowerCase();
  if (NOT_SECRET.has(name)) return false;
  return SECRET_PATTERNS.some((pattern) => pattern.test(name));
}

/** The object without its secret fields (a copy). */
export function withoutSecrets<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !isSecretField(field))) as Partial<T>;
}
