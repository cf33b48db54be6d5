import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { watchForFailures } from './failure-evidence';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium headless shell, driven by playwright-core (nothing downloads a browser): the
 * same engine as the story tests' Chromium without the browser's own window machinery. The journeys
 * compare no pictures, and with it they spent 259 s of CPU instead of 430 s (alone, quiet machine).
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: headlessShellPath,
    headless: true,
    args,
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A fresh browser context whose pages a failing test leaves as evidence (a screenshot of each, and
 * in CI the trace): every context a journey opens comes from here or from `newPage`.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  await watchForFailures(context);
  return context;
}

/** A fresh page whose console errors and CSP violations fail the journey. */
export async function newPage(
  browser: Browser,
  {
    locale,
  }: { /** The browser's language (navigator.language); Chromium's own by default. */ locale?: string } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 }, locale });
  // Every refusal by the content security policy (eval probes included) becomes a console error.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`);
    });
  });
  const page = await context.newPage();
  // A page the server rendered shows before the app has taken it over; a journey acts as a visitor
  // who waits for it, as a click before then is the browser's own (a form is posted, a button does
  // nothing). Opening an address waits for that.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // Chromium's "Failed to load resource" names no address: the message's location holds it.
    const url = msg.location().url;
    problems.push(/^Failed to load resource/.test(msg.text()) && url ? `${msg.text()}: ${url}` : msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/**
 * Waits until the app has taken over a page the server rendered (one with the rendered-state data
 * block): every element in #root holds its React fiber, which React adds as it hydrates each part
 * (a lazily loaded page's part once its code has arrived). A page rendered in the browser is ready
 * at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!document.getElementById('rendered-state') || !root) return true;
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    return root.firstElementChild !== null && [...root.querySelectorAll('*')].every(hydrated);
  });
}
