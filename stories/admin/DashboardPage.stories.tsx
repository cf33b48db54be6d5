import { AdminDashboard, AdminLayout, type DashboardRange } from '@idl/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleDashboard,
  sampleMonthSeries,
  sampleYearSeries,
} from '../../packages/design-system/src/fragments/admin/dashboard/dashboard.fixtures';
import {
  sampleAdminUser,
  sampleNotifications,
} from '../../packages/design-system/src/fragments/admin/layout/AdminHeader/AdminHeader.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const seriesByRange = { week: sampleDashboard.series, month: sampleMonthSeries, year: sampleYearSeries };

interface DashboardPageProps {
  onRangeChange: (range: DashboardRange) => void;
  onLogout: () => void;
  onOrderOpen: (orderId: number) => void;
}

/** /admin/dashboard: the admin layout (welcome header form) around the dashboard, with sample data. */
function DashboardPage({ onRangeChange, onLogout, onOrderOpen }: DashboardPageProps) {
  const [range, setRange] = useState<DashboardRange>('week');
  const unread = sampleNotifications.filter((n) => !n.read).length;
  return (
    <AdminLayout
      menu={{ current: 'dashboard' }}
      header={{ user: sampleAdminUser, notifications: sampleNotifications, unreadCount: unread, onLogout }}
    >
      <AdminDashboard
        data={{ ...sampleDashboard, range, series: seriesByRange[range] }}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          onRangeChange(next);
        }}
        onOrderOpen={onOrderOpen}
      />
    </AdminLayout>
  );
}

/** The chart's drawing ends inside its card: the newest bar (today) is not cut off. */
async function expectChartFitsCard(canvas: ReturnType<typeof within>) {
  const drawing = await canvas.findByRole('group', { name: 'Revenue per period' });
  const card = drawing.closest('section')!;
  const bars = await canvas.findAllByRole('img');
  await waitFor(async () => {
    const cardBox = card.getBoundingClientRect();
    await expect(drawing.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right);
    await expect(bars.at(-1)!.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  });
}

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/admin/dashboard',
      about:
        'Where administrators land after logging in: a welcome header with the unread notifications, the Total Sales and Total Revenue cards, the Sale Summary chart with its period choice, the best-selling and out-of-stock products and the recent orders. The stories show sample figures weekly on a desktop, a tablet (side menu behind the Menu button) and a phone, and monthly on a desktop and a phone.',
    }),
  },
  args: { onRangeChange: fn(), onLogout: fn(), onOrderOpen: fn() },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectVisible(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' }));
    await expectVisible(canvas.getByText('You have 3 unread notifications'));
    // Hovering a bar shows its figures (the row click is tested in RecentOrdersTable: clicking here
    // would scroll the page and the screenshot would show the wrong part).
    await userEvent.hover(await canvas.findByRole('img', { name: /^Thu, Mar 12, 2026/ }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Revenue: $2,320.40');
    await expect(canvas.getByRole('row', { name: /#1042/ })).toBeInTheDocument();
    await expectChartFitsCard(canvas);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img', { name: /revenue/ });
    // The side menu is collapsed behind the Menu button at 768 px.
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull());
  },
};

export const DesktopMonthly: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Monthly' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('month');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(sampleMonthSeries.length));
    await expectChartFitsCard(canvas);
  },
};

/** On a phone the chart takes the card's width, weekly and monthly, and the title wraps between words. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expectChartFitsCard(canvas);
    // 'Welcome back, Alex Morgan' on at most two lines: no word is cut ('Welco/me').
    const title = canvas.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' });
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
  },
};

export const PhoneMonthly: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Monthly' }));
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(sampleMonthSeries.length));
    await expectChartFitsCard(canvas);
  },
};
