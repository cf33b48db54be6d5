/** The contract writes path parameters as `{name}` (OpenAPI style); Fastify routes use `:name`. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
