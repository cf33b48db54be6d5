import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inlineStylesMoved,
  pageStylesheet,
  renderedRoot,
  stylesheetIndex,
} from '../src/modules/seo/server-render';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

/** An attribute's value as the browser reads it (React writes `"`, `&`, `<`, `>`, `'` escaped). */
const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!,
  );
/** A style as React writes it into an attribute. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

/** The file names of the page-styles links, in order. */
const fileNamesOf = (link: string) =>
  [...link.matchAll(/<link rel="stylesheet" href="\/page-styles\/([^"]+)">/g)].map((m) => m[1]!);

/**
 * A page stylesheet read strictly, as a browser would: each line one rule whose selector is
 * `[data-ssr-style="..."]` (CSS escapes decoded: what the attribute must hold to match) and whose
 * body is the rest. A line of any other shape (a rule that ended early, a second rule) fails.
 */
function rulesOf(css: string): { attribute: string; body: string }[] {
  return css.split('\n').map((line) => {
    const rule = /^\[data-ssr-style="((?:[^"\\\n]|\\[0-9a-f]{1,6} )*)"\]\{([^{}]*)\}$/.exec(line);
    expect(rule, line).not.toBeNull();
    const attribute = rule![1]!.replace(/\\([0-9a-f]{1,6}) /g, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    );
    return { attribute, body: rule![2]! };
  });
}

/** Every rule of every stylesheet the link names, by the attribute value it matches. */
function stylesheetsOf(link: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const fileName of fileNamesOf(link)) {
    const css = pageStylesheet(fileName);
    expect(css, fileName).toBeDefined();
    for (const { attribute, body } of rulesOf(css!)) rules.set(attribute, body);
  }
  return rules;
}

describe('server render: inline styles moved into a page stylesheet', () => {
  it('moves every style attribute and serves exactly those rules at its address', () => {
    const styles = [
      'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)',
      'width:42.5%',
      'font-family:"Noto Sans", serif',
      "background-image:url('/uploads/a.webp?w=2&h=3')",
      'left:calc(100% - 12px)',
    ];
    const html =
      `<main class="page">${styles.map((style, i) => `<div id="e${i}" style="${escapeHtml(style)}">$&amp; ${i}</div>`).join('')}` +
      // The same style twice: one rule.
      `<span style="${escapeHtml(styles[1]!)}">again</span></main>`;

    const { html: moved, link } = inlineStylesMoved(html);

    expect(moved).not.toMatch(/\sstyle="/);
    // Nothing but the attribute's name changed; the value is as React wrote it.
    expect(moved).toBe(html.replace(/ style="/g, ' data-ssr-style="'));
    const attributes = [...moved.matchAll(/data-ssr-style="([^"]*)"/g)].map((m) => unescapeHtml(m[1]!));
    expect(attributes).toEqual([...styles, styles[1]]);
    expect(fileNamesOf(link)).toHaveLength(1);
    const rules = stylesheetsOf(link);
    expect([...rules.keys()].sort()).toEqual([...styles].sort());
    for (const style of styles) expect(rules.get(style)).toBe(style);
  });

  it('leaves a page without style attributes as it was, with no stylesheet', () => {
    const html = '<p class="a">style="width:1px" is text here</p>';
    expect(inlineStylesMoved(html)).toEqual({ html, link: '' });
  });

  it('leaves a style that could end its rule or start another where it was', () => {
    const unsafe = [
      'color:red}body{display:none',
      'color:red;{',
      'color:red</style><script>',
      'color:red/* comment */',
      'content:"\\7d"',
      // An unclosed string or url( would run on past the rule's closing brace.
      'font-family:"Noto',
      "content:'x",
      'background:url(/a.png',
      'width:calc(1px))',
    ];
    for (const style of unsafe) {
      const html = `<p style="${escapeHtml(style)}">x</p><b style="color:blue">y</b>`;
      const { html: moved, link } = inlineStylesMoved(html);
      expect(moved, style).toBe(`<p style="${escapeHtml(style)}">x</p><b data-ssr-style="color:blue">y</b>`);
      expect([...stylesheetsOf(link).keys()], style).toEqual(['color:blue']);
    }
  });

  it('keeps each stylesheet address short enough to be requested, however many styles a page has', () => {
    // 500 distinct styles that do not compress (one address held them all: over 16,000 characters).
    const styles = Array.from(
      { length: 500 },
      (_, i) => `font-family:"${randomBytes(30).toString('base64url')}";z-index:${i}`,
    );
    const { html: moved, link } = inlineStylesMoved(
      styles.map((style) => `<i style="${escapeHtml(style)}"></i>`).join(''),
    );
    expect(moved).not.toMatch(/\sstyle="/);
    const fileNames = fileNamesOf(link);
    expect(fileNames.length).toBeGreaterThan(1);
    for (const fileName of fileNames) expect(fileName.length).toBeLessThanOrEqual(8_004);
    expect([...stylesheetsOf(link).keys()].sort()).toEqual([...styles].sort());
  });

  it('moves at most 500 distinct styles, and a repeat of one of them still', () => {
    const styles = Array.from({ length: 501 }, (_, i) => `z-index:${i}`);
    const html = [...styles, styles[0]!].map((style) => `<i style="${style}"></i>`).join('');
    const { html: moved, link } = inlineStylesMoved(html);
    expect(moved.match(/data-ssr-style=/g)).toHaveLength(501);
    expect(moved).toContain('<i style="z-index:500"></i>');
    expect(moved.endsWith('<i data-ssr-style="z-index:0"></i>')).toBe(true);
    expect(stylesheetsOf(link).size).toBe(500);
  });
});

describe('server render: the rendered part of a page', () => {
  const page = {
    html:
      '<link rel="preload" as="image" href="/uploads/brush.webp"/><link rel="preconnect" href="https://x"/>' +
      '<main class="card" style="width:50%">Only $& and $1 and $$ off</main>',
    stateScript: '<script type="application/json" id="rendered-state">{"signedIn":false}</script>',
    signedIn: false,
  };

  it("ends the head with React's resource hints and the stylesheets, then #root and the state block", () => {
    const root = renderedRoot(
      page,
      (html) =>
        html.includes('class="card"') ? '<link rel="stylesheet" crossorigin href="/assets/card.css">' : '',
      '</head><body>',
    );
    const { link } = inlineStylesMoved('<main style="width:50%"></main>');
    expect(root).toBe(
      '<link rel="preload" as="image" href="/uploads/brush.webp"/><link rel="preconnect" href="https://x"/>' +
        '<link rel="stylesheet" crossorigin href="/assets/card.css">' +
        link +
        '</head><body><div id="root"><main class="card" data-ssr-style="width:50%">Only $& and $1 and $$ off</main></div>' +
        page.stateScript,
    );
  });
});

describe('server render: the stylesheets a page needs', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'idl-css-'));
  const css = {
    'assets/index-a.css': '.base{color:red}',
    'assets/shared-b.css': '.card{padding:1px}.card:hover{color:blue}.x .inner{margin:0}',
    'assets/shop-c.css': '@media (min-width:40em){.grid{display:grid}}.tile,.tile2{gap:1px}',
    'assets/orphan-d.css': '.lonely{color:green}',
  };
  beforeAll(() => {
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    for (const [file, text] of Object.entries(css)) writeFileSync(path.join(dist, file), text);
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        // Written in no particular order: the build's order comes from the entry's imports.
        'src/routes/shop.tsx': { file: 'assets/shop.js', css: ['assets/shop-c.css'] },
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          css: ['assets/index-a.css'],
          imports: ['_shared.js'],
          dynamicImports: ['src/routes/shop.tsx'],
        },
        '_shared.js': { file: 'assets/shared.js', css: ['assets/shared-b.css'] },
      }),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const index = () => stylesheetIndex(dist, (href) => href === '/assets/index-a.css');
  const hrefs = (links: string) => [...links.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

  it('links one stylesheet of the files whose rules start with a class of the markup, in the build order', () => {
    const links = index().linksFor('<div class="grid  card"><p class="tile2">x</p></div>');
    expect(hrefs(links)).toEqual([
      '<link rel="stylesheet" crossorigin href="/page-css/shared-b,shop-c.css">',
      // Each file marked as linked for the app's loader, never fetched nor applied.
      '<link rel="stylesheet" crossorigin href="/assets/shared-b.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/shop-c.css" disabled>',
    ]);
    expect(hrefs(index().linksFor('<i class="lonely"></i>'))).toEqual([
      '<link rel="stylesheet" crossorigin href="/page-css/orphan-d.css">',
      '<link rel="stylesheet" crossorigin href="/assets/orphan-d.css" disabled>',
    ]);
  });

  it('links nothing for a class that only appears inside a rule, nor what index.html links', () => {
    expect(index().linksFor('<div class="inner cardigan base"></div>')).toBe('');
    expect(index().linksFor('<p>card grid</p>')).toBe('');
  });

  it('serves the files an address names, joined in the build order, and nothing else', () => {
    expect(index().combined('shared-b,shop-c.css')).toBe(
      `${css['assets/shared-b.css']}\n${css['assets/shop-c.css']}`,
    );
    expect(index().combined('orphan-d.css')).toBe(css['assets/orphan-d.css']);
    for (const junk of [
      // Not in the build's order (one address per set), twice, unknown, linked by index.html already.
      'shop-c,shared-b.css',
      'shop-c,shop-c.css',
      'shop-z.css',
      'index-a.css',
      // Not a stylesheet address.
      'shop-c.js',
      '../shop-c.css',
      '.css',
      `${'a,'.repeat(3000)}a.css`,
    ])
      expect(index().combined(junk), junk).toBeUndefined();
  });
});

describe(`server render: the page-styles route (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const address = (styles: unknown) => `${deflateRawSync(JSON.stringify(styles)).toString('base64url')}.css`;
  const get = (fileName: string) => t.app.inject({ method: 'GET', url: `/page-styles/${fileName}` });

  it('serves a page stylesheet as CSS, cached for a year', async () => {
    const { link } = inlineStylesMoved('<p style="width:50%;font-family:&quot;A&quot;">x</p>');
    const res = await get(fileNamesOf(link)[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rulesOf(res.body)).toEqual([
      { attribute: 'width:50%;font-family:"A"', body: 'width:50%;font-family:"A"' },
    ]);
  });

  it('answers 404 to an address it did not make', async () => {
    const bomb = deflateRawSync(`[${'"a",'.repeat(400_000)}"a"]`).toString('base64url');
    const tampered = address(['width:1px']).replace(/^(.)(.)/, '$2$1');
    for (const fileName of [
      'junk',
      'junk.css',
      '%7B%7D.css',
      'a.b.css',
      '!!!!.css',
      address(['width:1px']).replace('.css', '.js'),
      tampered,
      address({ width: '1px' }),
      address([1]),
      address(['color:red}body{display:none']),
      address(['content:"x']),
      address(Array.from({ length: 501 }, (_, i) => `z-index:${i}`)),
      address(['x'.repeat(2_001)]),
      `${'A'.repeat(8_001)}.css`,
      `${bomb}.css`,
      `${deflateRawSync('not json').toString('base64url')}.css`,
    ]) {
      const res = await get(fileName);
      expect(res.statusCode, fileName.slice(0, 40)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
