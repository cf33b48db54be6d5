import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InlineOverlays } from '../../../components/storybook/InlineOverlays';
import { CustomerHeader, type CustomerHeaderProps } from './CustomerHeader';
import {
  longEmailUser,
  sampleBrands,
  sampleCategories,
  sampleNotifications,
  sampleUser,
  searchSampleProducts,
} from './CustomerHeader.fixtures';
import { searchBusyText, searchEmptyText } from './CustomerHeaderSearch';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';
import { navigate } from '../../../components/storybook/StoryRouter';

/** Filters the sample products as the app would, so typing in the search really changes the list. */
function Stateful(props: CustomerHeaderProps) {
  const [text, setText] = useState(props.defaultSearchText ?? '');
  const [categoryId, setCategoryId] = useState(props.activeCategoryId ?? null);
  return (
    <CustomerHeader
      {...props}
      activeCategoryId={categoryId}
      onCategoryChange={(id) => {
        setCategoryId(id);
        props.onCategoryChange?.(id);
      }}
      searchResults={searchSampleProducts(text, categoryId)}
      onSearchChange={(value) => {
        setText(value);
        props.onSearchChange?.(value);
      }}
    />
  );
}

const meta = {
  title: 'Layout/CustomerHeader',
  component: CustomerHeader,
  argTypes: {
    ...fixtureData('activeCategoryId', 'brands', 'categories', 'notifications', 'searchResults', 'user'),
  },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The header of the shop’s pages (shop, brands, categories, product, wishlist, orders): category dropdown and product search, cart, wishlist and notification icons, Log in and Sign Up or the account menu, and a bar of shop links. Below tablet width the links move behind a Menu button.',
        do: [
          'Filter the search results in the app, by the typed text and the chosen category, and pass them as `searchResults`; set `searchBusy` while they load.',
          'Open /product/{id} from `onSelectProduct`, and search the shop from `onSubmitSearch` (Enter with no product picked).',
          'Handle `onCartPress`, `onWishlistPress` and `onNotificationsPress` for visitors too: the app shows them the Account Required modal; a visitor’s bell opens no dropdown.',
          'Pass counts only for a signed-in user, as the app does; 0 or none hides the bubble.',
        ],
        dont: [
          'Don’t use it on the marketing pages (landing, about us, contact, patient, doctor): they have MarketingHeader.',
          'Don’t use it on the log-in, sign-up and password pages, which have no header, or in the admin area, which has AdminHeader.',
        ],
        content: [
          'The account menu’s label is the e-mail before the @, first letter capitalised (Jane.doe), as the specification asks.',
          'The search’s empty text is the specification’s, word for word: Nothing to see here! Try a different search or category.',
          'Links and menu items keep the specification’s words: Log in, Sign Up; Home, Shop, Brands, Categories, About us; Profile, My Orders, Notification Settings, Change Password, Sign Out.',
        ],
      },
    }),
  },
  args: {
    categories: sampleCategories,
    brands: sampleBrands,
    searchResults: [],
    onCategoryChange: fn(),
    onSearchChange: fn(),
    onSelectProduct: fn(),
    onSubmitSearch: fn(),
    seeAllSearchHref: (text: string) => `/shop?q=${encodeURIComponent(text)}`,
    onCartPress: fn(),
    onWishlistPress: fn(),
    onNotificationsPress: fn(),
    onMarkAllNotificationsRead: fn(),
    onAccountAction: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <InlineOverlays minHeight={460}>{Story()}</InlineOverlays>],
} satisfies Meta<typeof CustomerHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the search list is open, react-aria's ComboBox sets aria-hidden on everything outside the
 * input and the list (so a screen reader's virtual cursor stays in the list); axe flags the hidden
 * buttons as focusable. That is the intended pattern, so the rule is off for open-search stories only.
 */
const openSearchA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};

export const LoggedIn: Story = {
  args: { user: sampleUser, notifications: sampleNotifications },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Jane.doe' }));
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

export const WithCounts: Story = {
  args: {
    user: { email: 'mike@example.com' },
    cartCount: 3,
    wishlistCount: 12,
    notifications: sampleNotifications,
  },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expectVisible(canvas.getByRole('button', { name: 'Wishlist, 12 items' }));
    await expectVisible(canvas.getByRole('button', { name: 'Notifications, 2 items' }));
  },
};

export const VisitorPressesCart: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart' }));
    await expect(args.onCartPress).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onNotificationsPress).toHaveBeenCalledOnce();
    // A visitor's bell opens no dropdown: the app shows the Account Required modal instead.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const NotificationsOpen: Story = {
  args: { user: sampleUser, notifications: sampleNotifications },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(dialog).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expectVisible(within(entries[0]!).getByText('Order Shipped'));
    await expect(within(entries[0]!).getByText(/Unread/)).toBeInTheDocument();
    await expect(within(entries[2]!).queryByText(/Unread/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark All as Read' }));
    await expect(args.onMarkAllNotificationsRead).toHaveBeenCalledOnce();
  },
};

/** A notification's title links the page it is about (the order); following it closes the list. */
export const NotificationOpensItsPage: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { user: sampleUser, notifications: sampleNotifications, onOpenNotification: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const shipped = within(dialog).getByRole('link', { name: 'Order Shipped' });
    await expect(shipped).toHaveAttribute('href', '/order-info?orderId=1042');
    // The router follows the link (here the stories' router, which stays on the story's page).
    await userEvent.click(shipped);
    await expect(navigate).toHaveBeenLastCalledWith('/order-info?orderId=1042', undefined);
    await expect(args.onOpenNotification).toHaveBeenCalledWith(3);
    await expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};

export const NotificationsEmpty: Story = {
  args: { user: sampleUser, notifications: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expectVisible(within(dialog).getByText('You have no notifications yet.'));
    await expect(within(dialog).getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  },
};

export const SearchResults: Story = {
  args: { user: sampleUser },
  parameters: openSearchA11y,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'brush');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await expectVisible(within(list).getByText('$6.50'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('brush');
    // Keyboard: the arrow moves to the first product, Enter chooses it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectProduct).toHaveBeenCalledWith(11);
    await userEvent.clear(input);
    await userEvent.type(input, 'floss');
    // The picture is taken next: wait until the new results are on screen, not only in the DOM.
    await expectVisible(await within(await screen.findByRole('listbox')).findByText('Floss Picks (90 pack)'));
  },
};

/** Enter with no product picked searches the shop; 'See all results' links every result. */
export const SearchSeeAll: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { user: sampleUser },
  parameters: openSearchA11y,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'brush');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/shop?q=brush',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('brush');
    await expect(args.onSelectProduct).not.toHaveBeenCalled();
    await userEvent.type(input, ' kit');
    // The picture is taken next: wait until the empty answer is on screen, not only the listbox.
    await expectVisible(await screen.findByText(searchEmptyText));
  },
};

/** On a phone a long name wraps above its price instead of running under it. */
export const PhoneSearchResults: Story = {
  args: { user: sampleUser },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: openSearchA11y,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'interdental');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
    for (const option of within(list).getAllByRole('option')) {
      // The row: picture, name, price.
      const [, nameBox, priceBox] = Array.from(option.firstElementChild!.children);
      const name = nameBox!.getBoundingClientRect();
      const price = priceBox!.getBoundingClientRect();
      await expect(name.right).toBeLessThanOrEqual(price.left + 1);
    }
  },
};

export const SearchEmpty: Story = {
  parameters: openSearchA11y,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'zirconia');
    await expectVisible(await screen.findByText(searchEmptyText));
  },
};

export const SearchBusy: Story = {
  args: { searchBusy: true },
  parameters: openSearchA11y,
  render: (args) => <CustomerHeader {...args} searchResults={[]} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'zirc');
    await expectVisible(await screen.findByText(searchBusyText));
    await expect(screen.queryByText(searchEmptyText)).not.toBeInTheDocument();
  },
};

export const CategoryDropdownOpen: Story = {
  parameters: openSearchA11y,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Category: All Categories' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dental Floss' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: 'Category: Dental Floss' });
    // The search now only lists floss products.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'brush');
    await expectVisible(await screen.findByText(searchEmptyText));
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

export const AccountMenuOpen: Story = {
  args: { user: sampleUser },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Jane.doe' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual([
      'Profile',
      'My Orders',
      'Dentist Office',
      'Notification Settings',
      'Change Password',
      'Signed-in Devices',
      'Sign Out',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Dentist Office' })).toHaveAttribute(
      'href',
      '/office',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Change Password' }));
    await expect(args.onAccountAction).toHaveBeenCalledWith('changePassword');
    await userEvent.click(canvas.getByRole('button', { name: 'Jane.doe' }));
    await screen.findByRole('menu');
  },
};

export const BrandsMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Brands' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'SmileCare' })).toHaveAttribute(
      'href',
      '/shop?brandId=2',
    );
  },
};

export const CategoriesMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Categories' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Mouthwash' })).toHaveAttribute(
      'href',
      '/shop?categoryId=3',
    );
  },
};

export const Phone: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const PhoneMenuOpen: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'SmileCare' })).toHaveAttribute(
      'href',
      '/shop?brandId=2',
    );
    await expectVisible(canvas.getByRole('link', { name: 'Sign Up' }));
  },
};

export const PhoneLoggedInMenuOpen: Story = {
  args: {
    user: sampleUser,
    cartCount: 2,
    notifications: sampleNotifications,
    defaultMobileMenuOpen: true,
    categories: sampleCategories.slice(0, 2),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onAccountAction).toHaveBeenCalledWith('signOut');
    await expectVisible(canvas.getByText('Signed in as Jane.doe'));
    await expect(canvas.queryByRole('button', { name: 'Jane.doe' })).not.toBeInTheDocument();
  },
};

/** A long e-mail: the account menu's button cuts its local part short, and the search keeps its room. */
export const LongText: Story = {
  args: { user: longEmailUser, cartCount: 2, notifications: sampleNotifications },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Maria.fernanda.rodriguez-castellanos' }));
  },
};

/** The same e-mail in the phone menu, opened through its args: Signed in as ... wraps. */
export const PhoneLongText: Story = {
  args: { ...LongText.args, defaultMobileMenuOpen: true, categories: sampleCategories.slice(0, 2) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('Signed in as Maria.fernanda.rodriguez-castellanos'));
  },
};
