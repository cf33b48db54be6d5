import { productPageResponseSchema } from '@idl/api-contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { App } from './App';

const emptyCatalogue = productPageResponseSchema.parse({
  data: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 4 },
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The pages load lazily: load them once, before a test waits for them.
  await Promise.all([import('../routes/marketing/home'), import('../routes/marketing/about')]);
}, 240_000);
beforeEach(() => {
  server.use(
    http.get('*/interdentallab/api/products/getallproducts', () => HttpResponse.json(emptyCatalogue)),
  );
  // The real app, on the browser's own history (BrowserRouter), as `npm start` serves it.
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** The footer fragment's link to a page, once the landing page is there. */
async function footerLink(name: string) {
  const { container } = render(<App />);
  await screen.findByRole('heading', { level: 1, name: 'Crafting Smiles with Innovation and Artistry' });
  const footer = screen.getByRole('contentinfo');
  return { container, footer, link: within(footer).getByRole('link', { name }) };
}

describe("a design-system fragment's link", { timeout: 60_000 }, () => {
  it('is a real <a href> to its page, and a click on it moves the app there without loading a page', async () => {
    const { footer, link } = await footerLink('About Us');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/aboutus');

    // fireEvent answers false when the click's default (the browser loading the address) was prevented.
    const browserFollowed = fireEvent.click(link);
    expect(browserFollowed).toBe(false);
    // The router took it: the address changed in place and the About Us page came.
    expect(window.location.pathname).toBe('/aboutus');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A dental lab that listens' }),
    ).toBeInTheDocument();
    // Same document, same frame: the footer element is the one rendered before the click.
    expect(screen.getByRole('contentinfo')).toBe(footer);
  });

  it('leaves a Ctrl+click (open in a new tab) to the browser', async () => {
    const { container, link } = await footerLink('Shop');
    expect(link).toHaveAttribute('href', '/shop');
    const seenByBrowser: boolean[] = [];
    // After React's own listener on the root (react-aria's press handling ends the click's bubbling
    // there): note whether the app prevented the browser's default, then keep jsdom (which cannot
    // open tabs) from trying.
    const browser = (event: MouseEvent) => {
      seenByBrowser.push(event.defaultPrevented);
      event.preventDefault();
    };
    container.addEventListener('click', browser);
    try {
      fireEvent.click(link, { ctrlKey: true });
    } finally {
      container.removeEventListener('click', browser);
    }
    expect(seenByBrowser).toEqual([false]);
    expect(window.location.pathname).toBe('/');
  });
});
