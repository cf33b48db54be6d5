import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** Every page the shop serves (client routes, the docs, assets, 404s) carries the same protections. */
describe('security headers on pages', () => {
  const pages = ['/', '/shop', '/product/1', '/login', '/patient', '/admin/dashboard', '/no-such-page'];

  it.each(pages)('%s forbids inline scripts, framing, sniffing and leaky referrers', async (pagePath) => {
    const res = await fetch(`${baseUrl()}${pagePath}`);
    // An address no page has is a true 404 (issue 22), still the app's HTML and its headers.
    expect(res.status).toBe(pagePath === '/no-such-page' ? 404 : 200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same headers with the page assets', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl()}${script}`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('has no inline script in the page the server sends', async () => {
    const html = await (await fetch(`${baseUrl()}/shop`)).text();
    // Data blocks (JSON, JSON-LD: the rendered page's state, its structured data) are never run.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !/\stype="application\/(ld\+)?json"/.test(match[1] ?? '') && (match[2] ?? '').trim() !== '',
    );
    expect(inlineScripts).toEqual([]);
  });
});
