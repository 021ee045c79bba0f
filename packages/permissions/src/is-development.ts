/**
 * True outside production builds. Bundlers replace `process.env.NODE_ENV` statically (as they do for
 * React); where nothing replaces it and `process` does not exist (a plain browser) we stay quiet.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}
