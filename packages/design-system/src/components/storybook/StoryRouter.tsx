import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';
import { fn } from 'storybook/test';

/**
 * The router the stories hand to react-aria, as the app hands it its own: a plain click on a Link
 * (or a menu item with an address) calls this instead of loading the address into the story's
 * frame. It shows in the Actions panel, and a play function can check where a link was followed:
 * `await expect(navigate).toHaveBeenLastCalledWith('/admin/products', undefined)`. It is cleared
 * before each story (.storybook/preview.tsx).
 */
export const navigate = fn(action('navigate')).mockName('navigate');

/** Gives every story the stories' router (a decorator in .storybook/preview.tsx). */
export function StoryRouter({ children }: { children: ReactNode }) {
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}
