import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InlineOverlays } from '../../../../components/storybook/InlineOverlays';
import { AdminHeader } from './AdminHeader';
import { sampleAdminUser, sampleNotifications } from './AdminHeader.fixtures';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';
import { navigate } from '../../../../components/storybook/StoryRouter';

const meta = {
  title: 'Admin/AdminHeader',
  component: AdminHeader,
  argTypes: { ...fixtureData('leading', 'notifications', 'user') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The admin area’s top bar: the page heading, the notification bell, the administrator’s chip and Log out. The heading is `title`; `title` small above #`subTitle`; or, with neither, a welcome line. AdminLayout places it.',
        do: [
          'Give `title` and `subTitle` on a record’s page (Order and 1042 show Order above #1042); leave both out on the dashboard for the welcome line.',
          'Pass `unreadCount` with the notifications: it drives the bell’s bubble, its name (Notifications, 3 items) and the welcome line.',
          'Give each notification a `link` to its page: its title becomes a link that marks it read and closes the list.',
          'Make `onLogout` clear the session and go to /login.',
        ],
        dont: [
          'Don’t put # in `subTitle`: the header adds it.',
          'Don’t use it on customer pages: they use CustomerHeader, or MarketingHeader on the marketing pages.',
        ],
        content: [
          'Fixed texts: Welcome back, {name}; You have 3 unread notifications (notification for one); Mark as Read; Mark All as Read; Log out.',
          'A notification has a short title (New order #1042) and one sentence of detail; an empty list says You have no notifications.',
          'Notification times are Miami time with the zone, e.g. Mar 14, 2026, 6:00 AM EDT.',
        ],
      },
    }),
  },
  args: {
    user: sampleAdminUser,
    notifications: sampleNotifications,
    unreadCount: 3,
    onLogout: fn(),
    onMarkNotificationRead: fn(),
    onMarkAllNotificationsRead: fn(),
  },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither title nor subTitle: the welcome line and the unread count. */
export const Welcome: Story = {
  play: async ({ args, canvas }) => {
    await expectVisible(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' }));
    await expectVisible(canvas.getByText('You have 3 unread notifications'));
    await expectVisible(canvas.getByText('alex.morgan@interdentallab.com'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Orders' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { level: 1, name: 'Orders' }));
  },
};

export const TitleAndSubTitle: Story = {
  args: { title: 'Order', subTitle: '1042' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order#1042');
    await expectVisible(canvas.getByText('#1042'));
  },
};

export const NotificationsOpen: Story = {
  render: (args) => (
    <InlineOverlays minHeight={560}>
      <AdminHeader {...args} />
    </InlineOverlays>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 items' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(sampleNotifications.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Read: New order #1042' }));
    await expect(args.onMarkNotificationRead).toHaveBeenCalledWith(31);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark All as Read' }));
    await expect(args.onMarkAllNotificationsRead).toHaveBeenCalledOnce();
  },
};

/** A notification's title links the page it is about; following it marks it read and closes the list. */
export const NotificationOpensItsPage: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => (
    <InlineOverlays minHeight={560}>
      <AdminHeader {...args} />
    </InlineOverlays>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 items' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByRole('link', { name: 'New warranty claim' })).toHaveAttribute(
      'href',
      '/admin/warranty/7',
    );
    const order = within(dialog).getByRole('link', { name: 'New order #1042' });
    await expect(order).toHaveAttribute('href', '/admin/orders/1042');
    // The router follows the link (here the stories' router, which stays on the story's page).
    await userEvent.click(order);
    await expect(navigate).toHaveBeenLastCalledWith('/admin/orders/1042', undefined);
    await expect(args.onMarkNotificationRead).toHaveBeenCalledWith(31);
    await expect(canvas.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};

export const NoNotifications: Story = {
  args: { notifications: [], unreadCount: 0 },
  render: (args) => (
    <InlineOverlays minHeight={240}>
      <AdminHeader {...args} />
    </InlineOverlays>
  ),
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('You have 0 unread notifications'));
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expectVisible(await canvas.findByText('You have no notifications.'));
  },
};

export const LongName: Story = {
  args: {
    user: {
      name: 'Maximiliana Alexandra Montgomery-Rodriguez',
      email: 'maximiliana.montgomery-rodriguez@interdentallab.com',
    },
    unreadCount: 1,
  },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('You have 1 unread notification'));
  },
};

export const Tablet: Story = {
  args: { title: 'Order', subTitle: '1042' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
