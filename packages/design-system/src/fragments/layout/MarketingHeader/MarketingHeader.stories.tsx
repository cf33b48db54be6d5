import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MarketingHeader } from './MarketingHeader';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Layout/MarketingHeader',
  component: MarketingHeader,
  argTypes: { ...fixtureData('account', 'links') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The public header of the lab’s marketing pages (landing, about us, contact, patient, doctor, warranty): their links, then Log In and Register Now, or an account menu for someone signed in. Below tablet width the links move behind a Menu button that Escape closes.',
        do: [
          'Pass `currentPath` so the link of the page shown is marked as the current page.',
          'Pass `account` for a signed-in user so the marketing pages never look signed out; its menu has Cart, My Orders, Wishlist and Sign Out.',
          'Pass `links` only for targets that differ: the others use the shop’s routes.',
        ],
        dont: [
          'Don’t use it on the shop’s pages: they have CustomerHeader, with the search, cart and category menus.',
          'Don’t open the cart panel from it: its Cart item links to /shop?cart=open, and the shop opens the panel there.',
        ],
        content: [
          'Link texts are the specification’s, word for word: Home, Shop, Patient, Doctor, About Us, Contact Us, Log In, Register Now.',
          'The account menu is named after the e-mail before the @, first letter capitalised (Jane.doe).',
        ],
      },
    }),
  },
  args: { onSignOut: fn() },
} satisfies Meta<typeof MarketingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['Home', 'Shop', 'Patient', 'Doctor', 'About Us', 'Contact Us']);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signup');
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/patient' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Patient' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Patient' })).not.toBeInTheDocument();
  },
};

export const PhoneMenuOpen: Story = {
  args: { currentPath: '/doctor' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'Doctor' })).toHaveAttribute('aria-current', 'page');
    await expectVisible(canvas.getByRole('link', { name: 'Register Now' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
  },
};

/** Escape closes the phone menu, and the Menu button says so (aria-expanded false). */
export const PhoneMenuEscape: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expectVisible(canvas.getByRole('navigation', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Signed in: the account menu, named after the e-mail, replaces Log In and Register Now. */
export const SignedIn: Story = {
  args: { account: { email: 'jane.doe@example.com' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Account: Jane.doe' })).toHaveTextContent(
      'Jane.doe',
    );
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  },
};

export const SignedInMenuOpen: Story = {
  args: { account: { email: 'jane.doe@example.com' } },
  render: (args) => (
    <div style={{ minHeight: 260 }}>
      <MarketingHeader {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: Jane.doe' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Cart' })).toHaveAttribute(
      'href',
      '/shop?cart=open',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Dentist Office' })).toHaveAttribute(
      'href',
      '/office',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Jane.doe' }));
  },
};

export const PhoneSignedInMenuOpen: Story = {
  args: { account: { email: 'jane.doe@example.com' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const account = canvas.getByRole('list', { name: 'Account: Jane.doe' });
    await expect(within(account).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await userEvent.click(within(account).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
