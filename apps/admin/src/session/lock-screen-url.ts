/** Where the lock screen returns to: a same-origin path, never the lock screen itself. */
export function lockReturnPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/lockScreen')) return '/';
  return value;
}

/** The lock screen URL that remembers `from`. */
export function lockScreenUrl(from: string): string {
  return `/lockScreen?redirect=${encodeURIComponent(lockReturnPath(from))}`;
}
