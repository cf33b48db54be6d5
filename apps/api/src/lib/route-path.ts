/** A contract path (`/product/get/{productId}`) as Fastify routes spell it (`/product/get/:productId`). */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
