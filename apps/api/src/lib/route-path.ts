/** The contract writes path parameters as `{id}` (OpenAPI style); Fastify's router wants `:id`. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
