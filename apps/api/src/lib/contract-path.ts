/** The contract writes path parameters as `{id}`; Fastify's router wants `:id`. */
export const fastifyPath = (contractPath: string) => contractPath.replace(/\{(\w+)\}/g, ':$1');
