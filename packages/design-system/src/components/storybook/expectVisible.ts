import { expect, waitFor } from 'storybook/test';

/**
 * Waits until `element` is visible. react-aria mounts a popover or modal hidden and reveals it a
 * couple of animation frames later (it first checks whether an on-screen keyboard will open), so
 * an overlay can be in the DOM and still hidden for a moment, longer on a busy machine. Play
 * functions wait for that state instead of asserting it on the first tick.
 */
export const expectVisible = (element: HTMLElement) =>
  waitFor(() => expect(element).toBeVisible(), { timeout: 10_000 });
