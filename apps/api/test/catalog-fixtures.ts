import type { TestApp } from './helpers';

/** Small builders for catalogue tests: everything goes through the API as an admin would. */
export function catalogFixtures(t: TestApp, authorization: string) {
  const headers = { authorization };
  async function send(method: 'POST' | 'PUT', url: string, payload: object) {
    const res = await t.app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  }
  return {
    headers,
    async category(name: string, parentCategoryId: number | null = null): Promise<number> {
      const body = await send('POST', '/interdentallab/category/addCategory', { name, parentCategoryId });
      return body.categoryId;
    },
    async brand(name: string): Promise<number> {
      const body = await send('POST', '/interdentallab/api/admin/brands', {
        name,
        description: `${name} makes dental products`,
        logoUrl: `/interdentallab/uploads/${'a'.repeat(32)}.webp`,
      });
      return body.id;
    },
    async product(fields: Record<string, unknown> & { categoryId: number; brandId: number }) {
      return send('POST', '/interdentallab/product/add', {
        name: 'Interdental brush',
        description: 'Cleans between teeth',
        price: 9.99,
        stockQuantity: 10,
        images: [],
        ...fields,
      });
    },
  };
}
