import {
  cartPaths,
  catalogPaths,
  categorySchema,
  fillPath,
  productPageResponseSchema,
  reviewsPaths,
  writeReviewResponseSchema,
  type Product,
} from '@idl/api-contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, newPage } from './browser';
import { adoptSession, sessionCookie } from './session';
import {
  adminToken,
  call,
  createProduct,
  moveOrder,
  newCustomer,
  placeOrder,
  removeProduct,
} from './shop-api';
import { structuredDataProblems } from './structured-data';

const stamp = Date.now();
/** A word only this file's products carry: a search for it lists exactly them. */
const word = `Prerender${stamp}`;

/** The scripts a page may carry: index.html's own files, and data blocks, which never run. */
async function scriptsThatWouldRun(page: Page): Promise<string[]> {
  return page.locator('script').evaluateAll((scripts) =>
    scripts
      .filter((script) => {
        const type = script.getAttribute('type');
        if (type === 'application/json' || type === 'application/ld+json') return false;
        const src = script.getAttribute('src') ?? '';
        // index.html's module entry (built into /assets) and its deferred /zod-jitless.js.
        if (type === 'module' && /^\/assets\/[\w-]+\.js$/.test(src)) return false;
        if (type === null && src === '/zod-jitless.js' && script.hasAttribute('defer')) return false;
        return true;
      })
      .map((script) => script.outerHTML.slice(0, 200)),
  );
}

/** The addresses of the links named `name` (exactly) on the page. */
const hrefsOf = (page: Page, name: string) =>
  page
    .getByRole('link', { name, exact: true })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** The marketing pages' header, from index.html's markup: every place it leads is a real link. */
const marketingLinks: [string, string][] = [
  ['Home', '/'],
  ['Shop', '/shop'],
  ['Patient', '/patient'],
  ['Doctor', '/doctor'],
  ['About Us', '/aboutus'],
  ['Contact Us', '/contact-us'],
];
/** The shop pages' header. */
const shopLinks: [string, string][] = [
  ['Home', '/'],
  ['Shop', '/shop'],
  ['About us', '/about-us'],
];

/** The product cards a shop page shows, as their links' names, in order. */
const productCards = (page: Page) =>
  page
    .getByRole('main')
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim()).filter(Boolean));

describe('public pages rendered on the server, read in Chromium with scripts off', () => {
  let browser: Browser;
  let noScripts: BrowserContext;
  let admin: string;
  /** This file's products: `listed` in one category (prices 1 to 13), `other` in another. */
  const listed: Product[] = [];
  let other: Product;
  /** A product with a picture, bought and reviewed (its page has a rating). */
  let reviewed: Product;
  let picture: string;
  let category: { categoryId: number; name: string };
  let customer: { email: string; password: string; token: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    noScripts = await newContext(browser, { javaScriptEnabled: false });
    admin = await adminToken();
    const categories = await call(catalogPaths.categories, { response: z.array(categorySchema) });
    const floss = categories.find((one) => one.name === 'Dental floss');
    const picks = categories.find((one) => one.name === 'Dental picks');
    if (!floss || !picks) throw new Error('The demo catalogue has Dental floss and Dental picks');
    category = floss;
    // One more than a shop page holds (12): page 2 of the category lists one product.
    for (let price = 1; price <= 13; price += 1)
      listed.push(
        await createProduct(admin, `${word} Floss ${String(price).padStart(2, '0')}`, price, 5, {
          categoryId: floss.categoryId,
        }),
      );
    // Dearer than all of them, in another category: shown first were the category filter ignored.
    other = await createProduct(admin, `${word} Pick`, 99, 5, { categoryId: picks.categoryId });

    const demo = await call(`${catalogPaths.shopProducts}?size=50`, { response: productPageResponseSchema });
    const withPicture = demo.data.content.find((item) => item.img?.startsWith('/'));
    if (!withPicture?.img) throw new Error('The demo catalogue has products with pictures');
    picture = withPicture.img;
    reviewed = await createProduct(admin, `${word} Brush`, 12.5, 7, {
      images: [{ imageUrl: picture, altText: `${word} Brush` }],
    });
    customer = await newCustomer('Sara');
    const orderId = await placeOrder(customer, reviewed.id);
    await moveOrder(admin, orderId, ['In Progress', 'Shipped', 'Completed']);
    await call(fillPath(reviewsPaths.productReviews, { id: reviewed.id }), {
      method: 'POST',
      token: customer.token,
      body: { rating: 4, comment: 'Fits between every tooth.' },
      response: writeReviewResponseSchema,
    });
  });
  afterAll(async () => {
    for (const product of [...listed, other, reviewed]) if (product) await removeProduct(admin, product.id);
    await browser.close();
  });

  /** Opens `path` with scripts off; checks its status, that nothing in it would run, and no style attribute. */
  async function open(path: string, status = 200, context = noScripts) {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    expect(await scriptsThatWouldRun(page), path).toEqual([]);
    // The content security policy refuses style attributes: the server moved them to a stylesheet.
    expect(await page.locator('[style]').count(), path).toBe(0);
    return page;
  }

  async function expectLinks(page: Page, links: [string, string][]) {
    for (const [name, href] of links) expect(await hrefsOf(page, name), name).toContain(href);
  }

  it('shows the home page: its heading, the featured products as links, the header links', async () => {
    const page = await open('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Crafting Smiles with Innovation and Artistry',
    );
    const featured = await call(`${catalogPaths.shopProducts}?page=0&size=4`, {
      response: productPageResponseSchema,
    });
    for (const product of featured.data.content)
      expect(await hrefsOf(page, product.name)).toContain(`/product/${product.id}`);
    await expectLinks(page, [...marketingLinks, ['Log In', '/login'], ['Register Now', '/signup']]);
    await page.close();
  });

  it('shows the shop: its products, newest first, each a link, and the header links', async () => {
    const page = await open('/shop');
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    const newest = await call(`${catalogPaths.shopProducts}?page=0&size=12`, {
      response: productPageResponseSchema,
    });
    expect(await productCards(page)).toEqual(newest.data.content.map((product) => product.name));
    await expectLinks(page, [...shopLinks, ['Log in', '/login'], ['Sign Up', '/signup']]);
    await page.close();
  });

  it('shows the shop as its address filters, sorts and pages it', async () => {
    const byPrice = (direction: 'priceAsc' | 'priceDesc', page: number) =>
      `/shop?categoryId=${category.categoryId}&q=${word}&sort=${direction}&page=${page}`;
    const names = listed.map((product) => product.name);

    let page = await open(byPrice('priceAsc', 1));
    await page.getByRole('heading', { name: `Results for “${word}”` }).waitFor();
    expect(await productCards(page)).toEqual(names.slice(0, 12));
    await page.close();

    // Dearest first: the other category's dearer product is not among them; page 2 holds the cheapest.
    page = await open(byPrice('priceDesc', 1));
    expect(await productCards(page)).toEqual(names.slice(1).reverse());
    await page.close();
    page = await open(byPrice('priceDesc', 2));
    expect(await productCards(page)).toEqual([names[0]]);
    await page.close();
  });

  it("shows a product's name, price, picture and rating", async () => {
    const page = await open(`/product/${reviewed.id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(reviewed.name);
    await page.getByText('$12.50', { exact: true }).first().waitFor();
    const image = page.getByRole('img', { name: reviewed.name }).first();
    expect(await image.getAttribute('src')).toBe(picture);
    // The picture loads (images load with scripts off too).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText('Fits between every tooth.').waitFor();
    await expectLinks(page, shopLinks);
    await page.close();
  });

  it('shows the brands and the categories, each a link into the shop', async () => {
    let page = await open('/brands');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Brands');
    expect(await hrefsOf(page, 'SilkLine')).toEqual([expect.stringMatching(/^\/shop\?brandId=\d+$/)]);
    await expectLinks(page, shopLinks);
    await page.close();

    page = await open('/categories');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Categories');
    expect(await hrefsOf(page, 'Dental floss')).toEqual([`/shop?categoryId=${category.categoryId}`]);
    await expectLinks(page, shopLinks);
    await page.close();
  });

  it('shows the marketing pages: about us (both addresses), contact, patient, doctor, warranty', async () => {
    const pages: [string, string, string][] = [
      ['/aboutus', 'A dental lab that listens', 'Why choose us'],
      ['/about-us', 'A dental lab that listens', 'Why choose us'],
      ['/contact-us', 'Contact Us', 'Get in touch'],
      ['/patient', 'Extended warranty for patients', 'Yearly plans'],
      ['/doctor', 'Partner with Interdental Lab', 'Enrolment plans'],
      ['/warranty', 'Your extended warranty', 'Request a claim'],
    ];
    for (const [path, title, section] of pages) {
      const page = await open(path);
      await expect(page.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(title);
      await page.getByRole('heading', { name: section }).waitFor();
      await expectLinks(page, [...marketingLinks, ['Log In', '/login'], ['Register Now', '/signup']]);
      await page.close();
    }
    const contact = await open('/contact-us');
    expect(await hrefsOf(contact, '+1 (305) 555-0142')).toEqual(['tel:+13055550142']);
    await contact.getByText('Miami, Florida').first().waitFor();
    await contact.close();
  });

  it('shows the sign-in forms with their fields and links', async () => {
    const forms: [string, string, string[], [string, string][]][] = [
      ['/login', 'Log in', ['Email', 'Password'], [['Sign up', '/signup']]],
      ['/signup', 'Sign Up', ['First Name', 'Email', 'Confirm Password'], [['Log in', '/login']]],
      ['/forgot-password', 'Forget Password', ['E-mail'], [['Go back', '/login']]],
    ];
    for (const [path, title, fields, links] of forms) {
      const page = await open(path);
      await expect(page.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(title);
      for (const field of fields) await page.getByLabel(field, { exact: true }).waitFor();
      await expectLinks(page, links);
      await page.close();
    }
    // Without a reset token the link is spent: the page says so and offers a new one.
    const page = await open('/new-password');
    await page.getByText('This password reset link is invalid or has expired.').waitFor();
    await expectLinks(page, [['Request a new link', '/forgot-password']]);
    await page.close();
  });

  it('answers an unknown address and an unknown product 404 with the not-found page', async () => {
    for (const path of ['/no-such-page', '/product/987654321']) {
      const page = await open(path, 404);
      await expect(page.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(
        'Page not found',
      );
      await page.getByText('The page you are looking for does not exist or has moved.').waitFor();
      await expectLinks(page, [['Back to the home page', '/']]);
      await page.close();
    }
  });

  it('shows a signed-in customer their account menu, wishlist and cart, from the session cookie', async () => {
    const signedIn = await newContext(browser, { javaScriptEnabled: false });
    await signedIn.addCookies([sessionCookie(baseUrl(), customer.token)]);
    await call(cartPaths.wishlistAdd, {
      method: 'POST',
      token: customer.token,
      body: { productId: other.id },
      response: z.unknown(),
    });
    await call(cartPaths.cartAdd, {
      method: 'POST',
      token: customer.token,
      body: { productId: listed[2]!.id, quantity: 3 },
      response: z.unknown(),
    });
    /** The account menu's label: the e-mail before the @, first letter capitalised. */
    const label = customer.email.replace(/@.*/, '').replace(/^./, (c) => c.toUpperCase());

    let page = await open('/', 200, signedIn);
    await page.getByRole('button', { name: label }).waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Register Now' }).count()).toBe(0);
    await page.close();

    page = await open('/wishlist', 200, signedIn);
    expect(await hrefsOf(page, other.name)).toContain(`/product/${other.id}`);
    await page.close();

    // The cart panel is a dialog, opened by script; the header counts the server's cart, and the
    // page shows the cart's lines and total in its place.
    page = await open('/shop?cart=open', 200, signedIn);
    await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
    const cart = page.getByRole('region', { name: 'Shopping Cart' });
    // Its price is 3: three of it cost $9.00, and nothing else is in the cart.
    const line = cart.getByText(`${listed[2]!.name} × 3`, { exact: true });
    expect(await line.isVisible()).toBe(true);
    expect(await line.locator('xpath=..').textContent()).toContain('$9.00');
    expect(await cart.getByText('Total', { exact: true }).locator('xpath=..').textContent()).toContain(
      '$9.00',
    );
    await page.close();
    await signedIn.close();
  });

  it('carries structured data that is valid schema.org: Product, BreadcrumbList, Dentist', async () => {
    const blocksOf = async (path: string) => {
      const page = await open(path);
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
      await page.close();
      return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
    };
    const productBlocks = await blocksOf(`/product/${reviewed.id}`);
    const homeBlocks = await blocksOf('/');
    const contactBlocks = await blocksOf('/contact-us');
    for (const block of [...productBlocks, ...homeBlocks, ...contactBlocks])
      expect(structuredDataProblems(block)).toEqual([]);

    const [product, breadcrumbs] = productBlocks;
    expect(productBlocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(product).toMatchObject({
      name: reviewed.name,
      image: [`${baseUrl()}${picture}`],
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseUrl()}/` },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: `${baseUrl()}/shop` },
      expect.objectContaining({ position: 3, item: expect.stringContaining('/shop?categoryId=') }),
      { '@type': 'ListItem', position: 4, name: reviewed.name, item: `${baseUrl()}/product/${reviewed.id}` },
    ]);
    for (const blocks of [homeBlocks, contactBlocks]) {
      expect(blocks.map((block) => block['@type'])).toEqual(['Dentist']);
      expect(blocks[0]).toMatchObject({
        telephone: '+1 (305) 555-0142',
        address: { '@type': 'PostalAddress', addressLocality: 'Miami', addressRegion: 'FL' },
      });
    }
  });

  it('has a structured-data checker that refuses what schema.org or rich results would', () => {
    const offer = {
      '@type': 'Offer',
      price: '12.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    };
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Brush', offers: offer };
    expect(structuredDataProblems(product)).toEqual([]);
    // Each of these breaks one rule, and is caught.
    const broken: [unknown, RegExp][] = [
      [{ ...product, '@context': 'http://example.com' }, /@context/],
      [{ ...product, '@type': 'Produkt' }, /no type/],
      [{ ...product, colour: 'red' }, /"colour" is no property of Product/],
      [{ ...product, offers: { ...offer, availability: 'InStock' } }, /availability/],
      [{ ...product, offers: { ...offer, price: '$12.50' } }, /price/],
      [{ ...product, offers: { ...offer, priceCurrency: 'dollars' } }, /ISO 4217/],
      [{ ...product, offers: { '@type': 'Offer', price: '1.00' } }, /"priceCurrency" is required/],
      [{ ...product, offers: undefined }, /needs "offers"/],
      [{ ...product, url: '/product/1' }, /url/],
      [
        { ...product, aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, reviewCount: 1 } },
        /outside 1 to 5/,
      ],
      [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
            { '@type': 'ListItem', position: 3, name: 'Shop' },
          ],
        },
        /position: 3, expected 2/,
      ],
      [{ '@context': 'https://schema.org', '@type': 'Dentist', name: 'Lab' }, /"address" is required/],
    ];
    for (const [block, problem] of broken) expect(structuredDataProblems(block).join('\n')).toMatch(problem);
  });
});

describe('the same pages with scripts on: they hydrate, ask nothing again, and keep working', () => {
  let browser: Browser;
  let admin: string;
  let product: Product;
  let customer: { email: string; password: string; token: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
    product = await createProduct(admin, `${word} Hydrated Floss`, 4.25, 9);
    customer = await newCustomer('Hana');
  });
  afterAll(async () => {
    if (product) await removeProduct(admin, product.id);
    await browser.close();
  });

  /**
   * Opens `path` with scripts on and waits until the network is quiet. Reports what went wrong
   * (console errors, CSP violations and page errors from newPage, React's hydration failures among
   * them; warnings that speak of hydration), the catalogue requests the page made, and whether the
   * server's markup is still in the page (hydrated, not thrown away and rendered again).
   */
  async function openHydrated(path: string, { token }: { token?: string } = {}) {
    const { page, problems } = await newPage(browser);
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) problems.push(message.text());
    });
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/interdentallab\/(api\/products|api\/brands|category\/)/.test(url.pathname))
        catalogueRequests.push(`${url.pathname}${url.search}`);
    });
    // Once parsed, before any script runs: the heading the server sent.
    await page.context().addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as { serverHeading?: Element | null }).serverHeading =
          document.querySelector('#root h1, #root h2');
        // With scripts on, a <noscript>'s content is text, never shown: what the server put there.
        (window as { serverNoscript?: string }).serverNoscript = Array.from(
          document.querySelectorAll('#root noscript'),
          (element) => element.textContent,
        ).join('');
      });
    });
    if (token) {
      await page.goto('/');
      await adoptSession(page, token);
    }
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    // Chromium reports a page answered 404 as a resource that failed to load: the page itself, whose
    // status is the one intended (the not-found page); anything else that failed stays a problem.
    const ownStatus = `Failed to load resource: the server responded with a status of 404 (Not Found): ${page.url()}`;
    if (response?.status() === 404 && problems.includes(ownStatus))
      problems.splice(problems.indexOf(ownStatus), 1);
    const serverMarkupKept = await page.evaluate(() => {
      const heading = (window as { serverHeading?: Element | null }).serverHeading;
      if (!heading) return 'no heading was rendered on the server';
      return heading.isConnected || `the heading "${heading.textContent}" was rendered again`;
    });
    return { page, problems, catalogueRequests, serverMarkupKept };
  }

  it('hydrates every public page without an error or a warning, keeping the markup sent', async () => {
    const paths = [
      '/',
      '/shop',
      '/shop?categoryId=1&sort=priceDesc&page=2',
      `/product/${product.id}`,
      '/brands',
      '/categories',
      '/aboutus',
      '/about-us',
      '/contact-us',
      '/patient',
      '/doctor',
      '/warranty',
      '/login',
      '/signup',
      '/forgot-password',
      '/new-password',
      '/no-such-page',
      '/product/987654321',
    ];
    for (const path of paths) {
      const { page, problems, serverMarkupKept } = await openHydrated(path);
      expect(problems, path).toEqual([]);
      expect(serverMarkupKept, path).toBe(true);
      await page.context().close();
    }
  });

  it('shows the shop and a product from the data sent with the page, asking the API nothing', async () => {
    for (const path of [
      '/shop',
      '/shop?sort=priceAsc&page=2',
      `/product/${product.id}`,
      '/product/987654321',
    ]) {
      const { page, problems, catalogueRequests } = await openHydrated(path);
      expect(catalogueRequests, path).toEqual([]);
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps working after hydrating: sorts the shop, opens a product in the page, goes back', async () => {
    const { page, problems } = await openHydrated(`/shop?q=${word}`);
    await page.getByRole('link', { name: product.name }).waitFor();
    // A full page load would forget this; moves within the app keep it.
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));

    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await page.waitForURL(/sort=priceAsc/);
    await page.getByRole('link', { name: product.name }).click();
    await page.waitForURL(new RegExp(`/product/${product.id}$`));
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(/sort=priceAsc/);
    await page.getByRole('link', { name: product.name }).waitFor();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps a signed-in customer's product page and cart working: wishlist, cart panel", async () => {
    await call(cartPaths.cartAdd, {
      method: 'POST',
      token: customer.token,
      body: { productId: product.id, quantity: 2 },
      response: z.unknown(),
    });
    const opened = await openHydrated(`/product/${product.id}`, { token: customer.token });
    expect(opened.serverMarkupKept).toBe(true);
    await opened.page.getByRole('button', { name: `Save ${product.name} to wishlist` }).click();
    await opened.page.getByText('Added to Wishlist !').waitFor();
    expect(opened.problems).toEqual([]);
    await opened.page.context().close();

    // The cart's address opens the panel (which reads the cart afresh on opening, by design: a price
    // may have changed since).
    const cart = await openHydrated('/shop?cart=open', { token: customer.token });
    expect(cart.problems).toEqual([]);
    expect(cart.serverMarkupKept).toBe(true);
    // The server sent the cart's lines for a browser without scripts; this one shows none of them.
    const serverNoscript = await cart.page.evaluate(
      () => (window as { serverNoscript?: string }).serverNoscript,
    );
    expect(serverNoscript).toContain(`${product.name} × 2`);
    expect(await cart.page.getByText(`${product.name} × 2`).count()).toBe(0);
    expect(await cart.page.getByRole('region', { name: 'Shopping Cart' }).count()).toBe(0);
    const panel = cart.page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(
      panel.getByRole('listitem').filter({ hasText: product.name }).textContent(),
    ).resolves.toContain('Quantity 2');
    expect(cart.problems).toEqual([]);
    await cart.page.context().close();
  });
});
