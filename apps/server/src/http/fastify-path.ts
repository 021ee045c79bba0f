/** Fastify's `:name` form of a contract's `{name}` path. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
