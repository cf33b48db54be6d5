// Requests that no cache can absorb: each one a query the server has not answered before (or not
// lately), as real shoppers' searches, filters, deep pages and product pages are. Deterministic
// (a seeded generator), so two runs send the same traffic.

const API = '/interdentallab/api';
const LIST = `${API}/products/getallproducts`;
const sorts = ['newest', 'priceAsc', 'priceDesc', 'name'];

/** mulberry32: a small seeded generator, so runs are repeatable. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/**
 * Path generators of the uncached phases for a catalogue of `products` products (ids 1..maxId),
 * with these category and brand ids. Each returns a function giving the next distinct path.
 */
export function uncachedTraffic({ products, maxId, categoryIds, brandIds, names }) {
  const pages = Math.ceil(products / 10);
  return {
    // A piece of a product name (4 to 12 characters from a random place), as a shopper types a
    // word or two: some match a handful of products, some a tenth of the catalogue.
    search(seed) {
      const rnd = random(seed);
      return () => {
        const name = pick(rnd, names).toLowerCase();
        const length = 4 + Math.floor(rnd() * 9);
        const start = Math.floor(rnd() * Math.max(1, name.length - length));
        const q = name.slice(start, start + length).trim() || name;
        return `${LIST}?page=0&size=10&q=${encodeURIComponent(q)}`;
      };
    },
    // A category or brand (or both), a price band, sometimes availability, one of the sorts.
    filters(seed) {
      const rnd = random(seed);
      return () => {
        const params = new URLSearchParams({ page: '0', size: '10' });
        const low = Math.floor(rnd() * 1500);
        params.set('minPrice', String(low));
        params.set('maxPrice', String(low + 10 + Math.floor(rnd() * 500)));
        const which = rnd();
        if (which < 0.7) params.set('categoryId', String(pick(rnd, categoryIds)));
        if (which > 0.4) params.set('brandId', String(pick(rnd, brandIds)));
        if (rnd() < 0.5) params.set('availability', 'inStock');
        params.set('sort', pick(rnd, sorts));
        return `${LIST}?${params}`;
      };
    },
    // Page 5,000 of the unfiltered list and the pages after it (or the second half of a smaller
    // catalogue), in every sort order.
    deepPages(seed) {
      const rnd = random(seed);
      const first = Math.min(5000, Math.floor(pages / 2));
      const span = Math.max(1, Math.min(5000, pages - first - 1));
      return () => `${LIST}?page=${first + Math.floor(rnd() * span)}&size=10&sort=${pick(rnd, sorts)}`;
    },
    // Product pages of random ids across the whole catalogue.
    productPages(seed) {
      const rnd = random(seed);
      return () => `${API}/products/${1 + Math.floor(rnd() * maxId)}`;
    },
    // The web pages of random products, rendered on the server.
    renderedProductPages(seed) {
      const rnd = random(seed);
      return () => `/product/${1 + Math.floor(rnd() * maxId)}`;
    },
    // The shop page with filters as a shopper sets them in its address (shop-search.ts reads them):
    // a category and/or brand, a price band, sometimes stock, a sort; each address a new one.
    renderedShopFilters(seed) {
      const next = this.filters(seed);
      return () => {
        const params = new URLSearchParams(next().split('?')[1]);
        params.delete('page');
        params.delete('size');
        return `/shop?${params}`;
      };
    },
  };
}

/**
 * A page the server rendered: the app's markup inside #root (after React's Suspense markers), not
 * the empty root it sends otherwise.
 */
export const isRenderedHtml = (body) => /<div id="root">(?:<!--[^>]*-->)*<[a-z]/i.test(String(body));

/**
 * What an answer of each kind looks like: a product page, a list page, a list of products, a
 * customer's cart (read or just changed), a placed order.
 */
export const shapes = {
  product: (body) => Number.isInteger(body?.data?.id),
  page: (body) => Array.isArray(body?.data?.content) && Number.isInteger(body.data.totalElements),
  list: (body) => Array.isArray(body) && body.every((p) => Number.isInteger(p.id)),
  cart: (body) => Array.isArray(body?.items) && body.items.length > 0 && typeof body.grandTotal === 'number',
  order: (body) => Number.isInteger(body?.orderId) && typeof body.orderStatus === 'string',
};

/** Whether one answer is the `shape` it should be: its status, JSON content type and shape. */
export function isAnswerOf(shape, { status = 200 } = {}) {
  if (shape === 'rendered page')
    return (answerStatus, body, headers) =>
      answerStatus === status &&
      String(headers?.['content-type'] ?? '').startsWith('text/html') &&
      isRenderedHtml(body);
  const isShape = shapes[shape];
  return (answerStatus, body, headers) => {
    const type = String(headers?.['content-type'] ?? '');
    if (answerStatus !== status || !type.startsWith('application/json')) return false;
    try {
      return isShape(JSON.parse(body));
    } catch {
      return false;
    }
  };
}

/** What a wrong answer held, on one line: a page's #root (its head is every page's), else the start. */
function excerpt(shape, body) {
  const text = String(body ?? '');
  const shown = shape === 'rendered page' ? (/<div id="root">[^]{0,40}/.exec(text)?.[0] ?? 'no #root') : text;
  return shown.slice(0, 80).replace(/\s+/g, ' ');
}

/**
 * autocannon `requests` made by `next` (a path, or a request { method, path, headers, body }),
 * and a check of every answer as it arrives: the status (200 unless `status` says otherwise),
 * JSON, and the shape `shape` expects. `verify` throws after the phase when any answer was
 * something else, so a phase that hit the wrong thing cannot count. With `bodyBytes` ({ bytes,
 * tolerance }) the mean body size must be that of plain requests of the same kind, within the tolerance.
 */
export function checkedRequests(next, shape, { status: expectedStatus = 200, method, bodyBytes } = {}) {
  const isAnswer = isAnswerOf(shape, { status: expectedStatus });
  let answers = 0;
  let bytes = 0;
  const wrong = [];
  const onResponse = (status, body, _context, headers) => {
    answers++;
    bytes += Buffer.byteLength(body ?? '');
    const ok = isAnswer(status, body, headers);
    const type = String(headers?.['content-type'] ?? '');
    if (!ok && wrong.length < 5) wrong.push(`${status} ${type}: ${excerpt(shape, body)}`);
    else if (!ok) wrong.push('');
  };
  const setupRequest = (req) => {
    const made = next(req);
    return typeof made === 'string' ? { ...req, path: made } : { ...req, ...made };
  };
  return {
    requests: [{ ...(method ? { method } : {}), setupRequest, onResponse }],
    bytesPerAnswer: () => (answers ? Math.round(bytes / answers) : undefined),
    verify(name, result) {
      if (answers === 0 || result.total === 0)
        throw new Error(`${name}: no answer within the phase (every request took longer than it lasted)`);
      if (wrong.length > 0)
        throw new Error(
          `${name}: ${wrong.length} of ${answers} answers were not ${/^[aeiou]/.test(shape) ? 'an' : 'a'} ${shape} (${wrong.filter(Boolean).join(' | ')})`,
        );
      const statuses = Object.keys(result.statusCodeStats ?? {}).filter((s) => s !== String(expectedStatus));
      if (statuses.length > 0)
        throw new Error(`${name}: answered ${statuses.join(', ')}, expected only ${expectedStatus}`);
      // The mean body of the phase against plain requests of the same kind of address made first.
      const mean = bytes / answers;
      if (bodyBytes && Math.abs(mean - bodyBytes.bytes) > bodyBytes.bytes * bodyBytes.tolerance)
        throw new Error(
          `${name}: ${Math.round(mean)} body bytes per answer, expected ${bodyBytes.bytes} ± ${Math.round(bodyBytes.tolerance * 100)} % (plain requests of the same kind): the phase hit something else`,
        );
    },
  };
}
