/**
 * A place name for an IP address. Without a geo-IP database only local networks can be named;
 * other addresses answer null and the client shows the address alone.
 */
export function ipPlace(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (v4 === '::1' || v4.startsWith('127.')) return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || /^f[cd]/i.test(v4)) return '本地局域网';
  return null;
}
