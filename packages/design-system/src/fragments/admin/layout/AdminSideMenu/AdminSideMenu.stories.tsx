import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AdminSideMenu, adminMenuItemIds } from './AdminSideMenu';
import { navigate } from '../../../../components/storybook/StoryRouter';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/AdminSideMenu',
  component: AdminSideMenu,
  parameters: {
    ...docsPage({
      usage: {
        use: 'The admin area’s side menu: Dashboard, Orders, Products, Categories, Brands and Users, plus Cases and Offices (`showLab`), Warranty, Messages, Payments and Settings when their `show…` flag is set. AdminLayout places it; the app shows all twelve entries.',
        do: [
          'Set `current` to the screen’s entry: it is highlighted and marked aria-current="page" (in the app the product form pages count as Products).',
          'Let the app’s router follow the entries: they are Links, so the RouterProvider at the app’s root takes a plain click, while Ctrl+click and other modified clicks still open the link.',
          "Use `hrefs` only to change an entry’s address, e.g. `{ orders: '/admin/orders?status=Pending' }`.",
        ],
        dont: [
          'Don’t try to add entries through props: the entries and their order are fixed in `adminMenuItemIds`.',
          'Don’t place it on a screen by itself: use AdminLayout, which also hides it behind the Menu button below 1024 px.',
        ],
        content: [
          'Entry names are fixed, one Title Case word each: Dashboard, Orders, Cases, Offices, Products, Categories, Brands, Users, Warranty, Messages, Payments, Settings.',
          'The specification’s four entries (Dashboard, Orders, Products, Users) keep its words.',
          'The brand block reads Interdental Lab with the note Admin and links to the dashboard.',
        ],
      },
    }),
  },
  argTypes: { ...fixtureData('hrefs'), current: { control: 'inline-radio', options: adminMenuItemIds } },
  args: { current: 'dashboard' },
  decorators: [(Story) => <div style={{ width: 240, height: 600 }}>{Story()}</div>],
} satisfies Meta<typeof AdminSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expectVisible(nav);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { name: 'Warranty' })).toBeNull();
  },
};

export const OrdersCurrent: Story = {
  args: { current: 'orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  },
};

export const AllEntries: Story = {
  args: { current: 'messages', showWarranty: true, showMessages: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Warranty' })).toHaveAttribute('href', '/admin/warranty');
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SettingsCurrent: Story = {
  args: { current: 'settings', showWarranty: true, showMessages: true, showSettings: true },
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('href', '/admin/settings');
    await expect(settings).toHaveAttribute('aria-current', 'page');
  },
};

export const PaymentsCurrent: Story = {
  args: {
    current: 'payments',
    showWarranty: true,
    showMessages: true,
    showPayments: true,
    showSettings: true,
  },
  play: async ({ canvas }) => {
    const payments = canvas.getByRole('link', { name: 'Payments' });
    await expect(payments).toHaveAttribute('href', '/admin/payments');
    await expect(payments).toHaveAttribute('aria-current', 'page');
  },
};

/** The lab's entries follow Orders: Cases (the board) and Offices; the case pages count as Cases. */
export const LabCurrent: Story = {
  args: {
    current: 'cases',
    showLab: true,
    showWarranty: true,
    showMessages: true,
    showPayments: true,
    showSettings: true,
  },
  play: async ({ canvas }) => {
    const cases = canvas.getByRole('link', { name: 'Cases' });
    await expect(cases).toHaveAttribute('href', '/admin/cases');
    await expect(cases).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Offices' })).toHaveAttribute('href', '/admin/offices');
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Interdental LabAdmin',
      'Dashboard',
      'Orders',
      'Cases',
      'Offices',
      'Products',
      'Categories',
      'Brands',
      'Users',
      'Warranty',
      'Messages',
      'Payments',
      'Settings',
    ]);
  },
};

export const ClientNavigation: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    // The router the stories hand to react-aria (as the app hands its own) follows a plain click.
    await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
    await expect(navigate).toHaveBeenLastCalledWith('/admin/products', undefined);
    // Keyboard users reach the links with Tab and follow them with Enter.
    canvas.getByRole('link', { name: 'Users' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/admin/users', undefined);
  },
};
