import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';
import { navigate } from '../storybook/StoryRouter';
import { textProps } from '../storybook/controls';
import { docsPage } from '../storybook/usage';

const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: {
    ...docsPage({
      usage: {
        use: 'Every link of the shop: a real `<a href>` the app’s router follows. The app hands its router to react-aria once, at its root, so a plain click on a link to a page of the site changes the page in place (the session, the cart and the data already loaded stay), while a middle click or Ctrl/Cmd+click still opens a new tab. It has no look of its own: the fragment gives it one with `className`.',
        do: [
          'Use it for every link in a fragment, to a page of the site, another site, mailto: or tel:.',
          'Take the address as a prop, with its default from the site’s route table (`sitePaths` in the API contract), never typed out as a string.',
          'Give it the look of where it is: a nav link, a link in a sentence, a link that looks like a button.',
          'Use `onPress` for what goes with following it (mark a notification read, close the popover); the router still follows the link.',
        ],
        dont: [
          'Don’t write a plain `<a>`: the router does not follow it, the page reloads (ESLint refuses one).',
          'Don’t import the router, or catch clicks to navigate: the RouterProvider at the app’s root does it.',
          'Don’t use a link for an action that changes something (Add to Cart, Sign Out): that is a Button.',
        ],
        content: [
          'Say where it goes, in Title Case for a destination (My Orders, View All Orders) or as part of a sentence (your warranty page).',
          'Not “click here”: the words alone tell a screen reader user where the link leads.',
        ],
      },
    }),
  },
  args: { href: '/shop', children: 'Shop' },
  argTypes: { ...textProps('children') },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  },
};

/** A plain click goes to the router (here the stories' own, which stays on the story). */
export const FollowsTheRouter: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Shop' }));
    await expect(navigate).toHaveBeenLastCalledWith('/shop', undefined);
  },
};

/**
 * In a sentence with no `className`: the browser's own link colour and underline. Link has no look
 * of its own; every fragment gives it the look of where it stands (the warranty pages' `shared.link`,
 * the footer's, the auth screens' `inlineLink`), as their own stories show.
 */
export const InASentenceUnstyled: Story = {
  render: (args) => (
    <p>
      See your dues and download your contract on <Link {...args} />.
    </p>
  ),
  args: { href: '/warranty', children: 'your warranty page' },
};
