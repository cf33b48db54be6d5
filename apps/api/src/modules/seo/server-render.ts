import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { matchSiteRoute, type ServerRender, type ServerRenderedPage } from '@idl/api-contract';
import type { FastifyInstance } from 'fastify';
import { InProcessRequest } from '../../plugins/request-log';

/**
 * Pages rendered on the server: every public page, the sign-in forms and the wishlist, and the
 * not-found page. The customer's orders, cases and the admin area stay rendered in the browser.
 */
const renderedRoutes = new Set(['login', 'signup', 'forgotPassword', 'newPassword', 'wishlist']);
export function isRenderedOnServer(pathname: string): boolean {
  const match = matchSiteRoute(pathname);
  return !match || match.route.audience === 'public' || renderedRoutes.has(match.name);
}

/**
 * The stylesheets a rendered page needs: the build splits the styles by chunk, and a page rendered
 * on the server must have the styles of every part it shows before it paints (else it would show
 * unstyled, then jump). Each built stylesheet is read once; a class belongs to the files whose rules
 * start with it (vanilla-extract writes a style's rules where it is defined). The page's classes
 * then name its files, in the build's order (shared chunks first, as the browser would load them),
 * served together as one stylesheet.
 */
export function stylesheetIndex(distDir: string, alreadyLinked: (href: string) => boolean) {
  const assets = path.join(distDir, 'assets');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
        string,
        { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
      >)
    : {};
  // The build's order: from the entry, each chunk's imports before the chunk, then the lazy chunks.
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    for (const css of manifest[key].css ?? []) if (!order.includes(css)) order.push(css);
    for (const lazy of manifest[key].dynamicImports ?? []) visit(lazy);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.css')) : [];
  for (const name of files) if (!order.includes(`assets/${name}`)) order.push(`assets/${name}`);

  const filesOfClass = new Map<string, Set<number>>();
  const contents = new Map<number, string>();
  order.forEach((file, index) => {
    const full = path.join(distDir, file);
    if (!existsSync(full) || alreadyLinked(`/${file}`)) return;
    const css = readFileSync(full, 'utf8');
    contents.set(index, css);
    for (const match of css.matchAll(/(?:^|[{},])\.([A-Za-z_][\w-]*)/g)) {
      const name = match[1]!;
      let set = filesOfClass.get(name);
      if (!set) filesOfClass.set(name, (set = new Set()));
      set.add(index);
    }
  });
  // A file by its name without `.css` (`shop-c`), as a combined stylesheet's address lists it.
  const indexOfName = new Map(
    [...contents.keys()].map((index) => [path.basename(order[index]!, '.css'), index]),
  );

  return {
    /**
     * What `html` needs beyond what the page links already: one stylesheet holding the files it
     * needs (each file its own request would be a round trip each on a slow phone: 9 to 14 per
     * page), and each file linked `disabled` (never fetched nor applied), so the app's loader, which
     * takes a stylesheet linked already as loaded, does not add a file again when a part the page
     * opens later needs it: its rules again, after the page's, would change which rules win.
     */
    linksFor(html: string): string {
      const needed = new Set<number>();
      for (const attribute of html.matchAll(/\sclass="([^"]*)"/g))
        for (const name of attribute[1]!.split(/\s+/))
          for (const index of filesOfClass.get(name) ?? []) needed.add(index);
      if (needed.size === 0) return '';
      const files = [...needed].sort((a, b) => a - b);
      const names = files.map((index) => path.basename(order[index]!, '.css')).join(',');
      return (
        `<link rel="stylesheet" crossorigin href="${PAGE_CSS_PATH}/${names}.css">` +
        files.map((index) => `<link rel="stylesheet" crossorigin href="/${order[index]}" disabled>`).join('')
      );
    },
    /**
     * The stylesheet at `PAGE_CSS_PATH/<file name>`: the built files it names, in the build's order
     * (the only order an address is accepted in, so each set has one address), or undefined.
     */
    combined(fileName: string): string | undefined {
      const names = /^([\w,-]{1,4000})\.css$/.exec(fileName)?.[1]?.split(',');
      if (!names) return undefined;
      const indexes = names.map((name) => indexOfName.get(name));
      if (indexes.some((index, at) => index === undefined || (at > 0 && index <= indexes[at - 1]!)))
        return undefined;
      return indexes.map((index) => contents.get(index!)).join('\n');
    },
  };
}

/** Where the stylesheet of a rendered page's parts is served (see `stylesheetIndex`). */
export const PAGE_CSS_PATH = '/page-css';

/**
 * The render, or a rejection once `ms` have passed. The renderer's own limit (`timeoutMs`) covers
 * its rendering passes but not every wait (the API calls before and between them) nor a renderer
 * that never settles, and a page request must not wait on it forever. A render given up on runs
 * on; its result is dropped.
 */
export function renderedWithin<T>(rendering: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The server render took over ${ms} ms`)), ms);
  });
  return Promise.race([rendering, late]).finally(() => clearTimeout(timer));
}

/** The renderer built beside the web app (apps/web/dist-server), or undefined without one. */
export async function loadRenderer(distDir: string): Promise<ServerRender | undefined> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: ServerRender };
  return module.render;
}

/**
 * The app's API calls during a render, answered by this server in-process (no socket), with the
 * visitor's cookie: the page shows what the visitor would see. They are part of the page request
 * (`requestId`): the log has one line for it, not one per call (plugins/request-log.ts).
 */
export function inProcessFetch(
  app: FastifyInstance,
  { cookie, requestId }: { cookie: string | undefined; requestId: string },
): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    if (cookie) headers.cookie = cookie;
    headers['x-request-id'] = requestId;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      Request: InProcessRequest,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    const status = answer.statusCode;
    const noBody = status === 204 || status === 304;
    return new Response(noBody ? null : answer.rawPayload, { status, headers: responseHeaders });
  };
}

/** The app's mount point in index.html, empty: the page rendered in the browser. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html (with the page's head) in the three parts a rendered page is sent in, or undefined
 * without a mount point:
 * - `head`: the head up to its end, sent at once so the browser fetches its stylesheets and fonts
 *   while the server renders;
 * - then the rendered part (renderedRoot), which ends the head with the page's own stylesheets
 *   (so nothing paints before its styles arrive) and holds `#root`;
 * - `after`: the app's scripts (moved after the page: it paints without them, and they do not
 *   queue ahead of the styles), and the rest of the document.
 * `fonts`: preload links put first in the head (see fontPreloads).
 */
export function documentParts(
  document: string,
  fonts = '',
): { head: string; bodyStart: string; after: string } | undefined {
  const rootAt = document.indexOf(EMPTY_ROOT);
  const headEnd = document.search(/<\/head>/i);
  if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) return undefined;
  const scripts: string[] = [];
  const head = document
    .slice(0, headEnd)
    .replace(
      /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g,
      (tag) => {
        scripts.push(tag.trim());
        return '';
      },
    )
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${fonts}`);
  return {
    head,
    bodyStart: document.slice(headEnd, rootAt),
    after: `${scripts.join('')}${document.slice(rootAt + EMPTY_ROOT.length)}`,
  };
}

/**
 * The rendered part of a page: React's resource hints for what the page shows first (a product's
 * picture) and the stylesheets of its parts, still in the head; then `bodyStart` (the end of the
 * head and the start of the body, as index.html has them), `#root` with the markup, and the data
 * block it was rendered with.
 */
export function renderedRoot(
  page: ServerRenderedPage,
  linksFor: (html: string) => string,
  bodyStart: string,
): string {
  const hints = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const { html, link } = inlineStylesMoved(page.html.slice(hints.length));
  return `${hints}${linksFor(html)}${link}${bodyStart}<div id="root">${html}</div>${page.stateScript}`;
}

/**
 * Preload links for the text fonts every rendered page shows at once (Inter 400, 600 and 700, latin):
 * fetched with the styles, they are there when the page first paints, so its text does not reflow
 * when they arrive (a layout shift Lighthouse measured at 0.18 on the landing page).
 */
export function fontPreloads(distDir: string): string {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return '';
  return readdirSync(assets)
    .filter((name) => /^inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/.test(name))
    .sort()
    .map((name) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${name}">`)
    .join('');
}

/** Where a rendered page's inline styles are served as a stylesheet (see `inlineStylesMoved`). */
export const PAGE_STYLES_PATH = '/page-styles';
const MAX_STYLE_LENGTH = 2_000;
const MAX_STYLES = 500;
const MAX_ADDRESS_LENGTH = 8_000;

const unescapeHtml = (text: string) =>
  text.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_all, name: string) =>
    name === 'quot' ? '"' : name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
/**
 * A declaration list that cannot end its rule or start another: no braces, no comments, no `<`, no
 * backslash, and every string and bracket closed on its line. An unclosed string or `url(` would run
 * on past the rule's closing brace (a CSS string ends only at a line break, a `url(` at its `)`) and
 * take the next rules into this one.
 */
function isPlainDeclarations(style: string): boolean {
  if (style.length > MAX_STYLE_LENGTH || /[{}<\\]|\/\*/.test(style)) return false;
  let quote = '';
  let depth = 0;
  for (const char of style) {
    if (quote) {
      if (char === quote) quote = '';
      else if (char === '\n' || char === '\r' || char === '\f') return false;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return quote === '' && depth === 0;
}

/**
 * The content security policy (`style-src 'self'`) refuses `style="..."` attributes in a page's
 * markup, which the rendered app has (react-aria's visually hidden text, a slider's thumbs, a
 * rating's fill). Each becomes `data-ssr-style="..."`, and one stylesheet of the page's distinct
 * styles (`[data-ssr-style="..."]{...}`; a few when they are many) carries them; its address holds
 * the styles themselves (compressed), so any instance serves it without keeping anything, and it
 * can be cached forever.
 * In the browser, main.tsx turns them back into the elements' own styles before hydrating.
 */
export function inlineStylesMoved(html: string): { html: string; link: string } {
  const styles = new Set<string>();
  const moved = html.replace(/(<[a-zA-Z][^<>]*?)\sstyle="([^"]*)"/g, (all, start: string, value: string) => {
    const style = unescapeHtml(value);
    if (!isPlainDeclarations(style) || (!styles.has(style) && styles.size >= MAX_STYLES)) return all;
    styles.add(style);
    return `${start} data-ssr-style="${value}"`;
  });
  if (styles.size === 0) return { html, link: '' };
  const link = addressesOf([...styles])
    .map((encoded) => `<link rel="stylesheet" href="${PAGE_STYLES_PATH}/${encoded}.css">`)
    .join('');
  return { html: moved, link };
}

/**
 * The styles' addresses: one, or as many as keep each address within what a request line may be
 * (Node refuses a request whose line and headers pass 16 KiB, and `pageStylesheet` longer ones).
 * One style always fits: 2,000 characters deflate and encode to less than 2,800.
 */
function addressesOf(styles: string[]): string[] {
  const encoded = deflateRawSync(JSON.stringify(styles)).toString('base64url');
  if (encoded.length <= MAX_ADDRESS_LENGTH || styles.length === 1) return [encoded];
  const half = Math.ceil(styles.length / 2);
  return [...addressesOf(styles.slice(0, half)), ...addressesOf(styles.slice(half))];
}

/** The stylesheet of `inlineStylesMoved`'s address (its file name), or undefined when it is not one. */
export function pageStylesheet(fileName: string): string | undefined {
  const encoded = new RegExp(`^([A-Za-z0-9_-]{1,${MAX_ADDRESS_LENGTH}})\\.css$`).exec(fileName)?.[1];
  if (!encoded) return undefined;
  let styles: unknown;
  try {
    styles = JSON.parse(
      inflateRawSync(Buffer.from(encoded, 'base64url'), { maxOutputLength: 1_000_000 }).toString('utf8'),
    );
  } catch {
    return undefined;
  }
  if (!Array.isArray(styles) || styles.length > MAX_STYLES) return undefined;
  if (!styles.every((style): style is string => typeof style === 'string' && isPlainDeclarations(style)))
    return undefined;
  const selector = (style: string) =>
    `[data-ssr-style="${style.replace(/["\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"]`;
  return styles.map((style) => `${selector(style)}{${style}}`).join('\n');
}
