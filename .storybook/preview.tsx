import type { Preview } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import '@idl/design-system/fonts';
import '../packages/design-system/src/theme/global.css';
import { configure } from 'storybook/test';
import { navigate, StoryRouter } from '../packages/design-system/src/components/storybook/StoryRouter';
import { allModes } from './modes';

// A play function's findBy… waits up to 15 s instead of Testing Library's default second: a dialog
// whose code loads on first use can take longer than that on a busy machine (every docs frame
// loading at once, or CI running all test groups together). A story that is broken still fails.
configure({ asyncUtilTimeout: 15_000 });

/**
 * A story shown in its own frame on a docs page (docsPage({ ownFrame })) is rendered in story mode, so
 * the accessibility addon would run axe in every frame of the page, with nowhere to show the
 * result. Its story page and the test suite still run it.
 */
const inDocsFrame =
  typeof window !== 'undefined' &&
  window.parent !== window &&
  new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs';

/**
 * Where a story is drawn. A reviewer's canvas is narrower than a desktop (a 1440 px window less the
 * sidebar is about 1140 px), so a fixed 1280 px frame clipped every story: in Storybook's UI and on
 * docs pages a story fills the canvas, unless it chooses a viewport (pages add phone and tablet).
 * The test suite (Vite's mode is `test` under Vitest) draws every story at 1280 x 900, the size of
 * the committed baselines: the Vitest addon sizes its page from this global, or else 1200 x 900.
 * Chromatic captures its own modes, desktop unless a story declares others (see `chromatic` below).
 */
const underTest = import.meta.env.MODE === 'test';

/**
 * Resolves once the page has not changed for two frames in a row (at most a second): the effects
 * the first render set off, and the renders they ask for (a table's rows, drawn after its
 * collection is built; a status set once the 3D view is drawn), are on the page. In a development
 * build Storybook renders inside React's `act()`, which waits for all that; a production build (the
 * published Storybook, and the test suite's stories, for speed) has no `act()`, and a play function
 * started right after the first render looked for a table's rows before they were there.
 */
async function stillForTwoFrames(root: Node) {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const until = performance.now() + 1_000;
  try {
    do {
      changed = false;
      await frame();
      await frame();
    } while (changed && performance.now() < until);
  } finally {
    observer.disconnect();
  }
}

const preview: Preview = {
  // Links follow a router, as in the app (which hands react-aria its own at its root): a click
  // on a link to a page of the site calls the stories' `navigate` instead of leaving the story.
  decorators: [
    (Story) => (
      <StoryRouter>
        <Story />
      </StoryRouter>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  // A story's play function starts once the story has settled (stillForTwoFrames). A docs page's
  // stories have no play function to wait for.
  mount: (context) => async (ui?: ReactElement) => {
    if (ui != null) context.originalStoryFn = () => ui;
    await context.renderToCanvas();
    if (context.viewMode !== 'docs') await stillForTwoFrames(document.body);
    return context.canvas;
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The sidebar opens on the Introduction, then the tokens, the building blocks, the fragments
    // by domain and the whole pages last.
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', '*', 'Pages'] },
    },
    // Chromatic captures every story at desktop width unless the story declares other modes.
    chromatic: { modes: { desktop: allModes.desktop } },
    // Every story is an accessibility test: an axe violation fails it.
    // Under test axe details only what fails: the nodes of every passing and inapplicable rule
    // (about 70 KB a story) were built, sent to Vitest and kept in its report for nothing. The
    // Storybook UI's panel still lists them.
    a11y: { test: 'error', ...(underTest ? { options: { resultTypes: ['violations'] } } : {}) },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
  initialGlobals: {
    ...(underTest ? { viewport: { value: 'desktop', isRotated: false } } : {}),
    ...(inDocsFrame ? { a11y: { manual: true } } : {}),
  },
  tags: ['autodocs'],
};

export default preview;
