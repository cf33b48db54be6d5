import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../app/api-client';
import { userProfileSchema } from '@idl/api-contract';
import {
  api,
  apiError,
  catalogueHandlers,
  patient,
  product,
  productPage,
  signIn,
  signedInHandlers,
  setUpPageTests,
} from '../../test/account-handlers';
import { renderCustomerLayout } from '../../test/render-customer-layout';
import { server } from '../../test/server';

// Whole-layout journeys with many clicks; the shared test machine can be slow.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(setUpPageTests);
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  server.use(...catalogueHandlers);
});

/** Opens a header menu once its items have arrived from the API; returns the wanted item. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, menu: string, item: string) {
  let found: HTMLElement | undefined;
  await waitFor(
    async () => {
      if (!screen.queryByRole('menu')) await user.click(screen.getByRole('button', { name: menu }));
      found = within(await screen.findByRole('menu', {}, { timeout: 200 })).getByRole('menuitem', {
        name: item,
      });
    },
    { timeout: 10_000 },
  );
  return found!;
}

describe('the customer header for a visitor', () => {
  it('offers Log in and Sign Up and asks for an account on cart, wishlist and notifications', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    expect(await screen.findByRole('heading', { name: 'Page content' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    for (const name of ['Cart', 'Wishlist', 'Notifications']) {
      await user.click(screen.getByRole('button', { name }));
      const modal = await screen.findByRole('dialog', { name: 'Account Required' });
      expect(modal).toHaveTextContent('Please log in or register to proceed further');
      await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(router.state.location.pathname).toBe('/shop');

    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the real brands and categories, linking to the filtered shop without reloading', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/wishlist');
    const brand = await openMenu(user, 'Brands', 'SmileCare');
    expect(brand).toHaveAttribute('href', '/shop?brandId=4');
    await user.click(brand);
    await waitFor(() => expect(router.state.location.search).toBe('?brandId=4'));
    expect(router.state.location.pathname).toBe('/shop');

    await user.click(await openMenu(user, 'Categories', 'Dental Floss'));
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=2'));
  });
});

describe('the header search', () => {
  it('asks the server once typing pauses and opens the chosen product (keyboard)', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/api/products/getallproducts'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const all = [product(11, 'Soft brush', 4.5), product(12, 'Mint floss', 3)];
        const text = query.get('q')?.toLowerCase() ?? '';
        return HttpResponse.json(productPage(all.filter((p) => p.name.toLowerCase().includes(text))));
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'brush');
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: /Soft brush/ })).toBeVisible();
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    // Debounced: one request for the whole word, not one per keystroke.
    expect(asked.map((q) => q.get('q'))).toEqual(['brush']);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/11'));
  });

  it('Enter and See all results open the shop with the typed text', async () => {
    server.use(
      http.get(api('/api/products/getallproducts'), () =>
        HttpResponse.json(productPage([product(11, 'Soft brush', 4.5)])),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/wishlist');
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(box, 'brush');
    const seeAll = await screen.findByRole('link', { name: 'See all results' });
    expect(seeAll).toHaveAttribute('href', '/shop?q=brush');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?q=brush');
  });

  it('searches within the chosen category and shows the empty text when nothing matches', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/api/products/getallproducts'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(productPage([]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCustomerLayout('/shop');
    await user.click(await openMenu(user, 'Category: All Categories', 'Dental Floss'));
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'zirconia');
    expect(await screen.findByText('Nothing to see here! Try a different search or category.')).toBeVisible();
    expect(asked.at(-1)?.get('q')).toBe('zirconia');
    expect(asked.at(-1)?.get('categoryId')).toBe('2');
  });
});

describe('the customer header for a signed-in patient', () => {
  beforeEach(() => {
    signIn();
    server.use(...signedInHandlers());
  });

  it('shows the account menu and the counts of cart, wishlist and unread notifications', async () => {
    renderCustomerLayout('/shop');
    expect(await screen.findByRole('button', { name: 'Jane.doe' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 item' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('goes to the wishlist from its icon, without the Account Required modal', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Wishlist, 1 item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(screen.queryByRole('dialog', { name: 'Account Required' })).not.toBeInTheDocument();
  });

  it('a press made while a reload restores the session waits for it, not calling the patient a visitor', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/api/users/me'), async () => {
        await answered;
        return HttpResponse.json(userProfileSchema.parse(patient));
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    // Still restoring: the header cannot name the account yet.
    await user.click(await screen.findByRole('button', { name: 'Wishlist' }));
    expect(screen.queryByRole('dialog', { name: 'Account Required' })).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    expect(await screen.findByRole('button', { name: 'Jane.doe' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Account Required' })).not.toBeInTheDocument();
  });

  it('a press made while restoring a session that has ended asks for an account once it is known', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/api/users/me'), async () => {
        await answered;
        return apiError(401, 'UNAUTHORIZED', 'Your session has expired');
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Wishlist' }));
    expect(screen.queryByRole('dialog', { name: 'Account Required' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('dialog', { name: 'Account Required' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('lists the real notifications and marks them all read on the server', async () => {
    let markedAll = false;
    server.use(
      http.post(api('/api/notifications/read-all'), () => {
        markedAll = true;
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(dropdown).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Order Shipped');
    expect(entries[0]).toHaveTextContent('Unread');
    await user.click(within(dropdown).getByRole('button', { name: 'Mark All as Read' }));
    await waitFor(() => expect(within(dropdown).queryByText(/Unread/)).not.toBeInTheDocument());
    expect(markedAll).toBe(true);
    // The bell's count is gone (the open dropdown hides the rest of the page from the tree).
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('opens the order a notification is about and marks that one read', async () => {
    let markedRead: string | undefined;
    server.use(
      http.post(api('/api/notifications/:id/read'), ({ params }) => {
        markedRead = String(params.id);
        return HttpResponse.json({ unreadCount: 0 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dropdown).getByRole('link', { name: 'Order Shipped' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-info'));
    expect(router.state.location.search).toBe('?orderId=1042');
    await waitFor(() => expect(markedRead).toBe('21'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says so when marking read fails, and keeps the unread marks', async () => {
    server.use(
      http.post(api('/api/notifications/read-all'), () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dropdown).getByRole('button', { name: 'Mark All as Read' }));
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(within(dropdown).getByText(/Unread/)).toBeInTheDocument();
  });

  it('labels the account menu per the spec; Sign Out clears the session and goes to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Jane.doe' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile',
      'My Orders',
      'Dentist Office',
      'Notification Settings',
      'Change Password',
      'Signed-in Devices',
      'Sign Out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('follows My Orders to /orders', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderCustomerLayout('/shop');
    await user.click(await screen.findByRole('button', { name: 'Jane.doe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.historyAction).toBe('PUSH');
  });
});
