import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDashboard } from '../dashboard.fixtures';
import { DashboardSummaryCards } from './DashboardSummaryCards';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/Dashboard/DashboardSummaryCards',
  component: DashboardSummaryCards,
  argTypes: { ...fixtureData('current', 'previous') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The dashboard’s two figure cards: Total Sales (number of orders, cancelled ones left out) and Total Revenue (dollars), each with its dates and the change against the period before. AdminDashboard places them at the top.',
        do: [
          'Pass `current` and `previous` as the API sends them (`from` included, `to` not); the card shows the last day included.',
          'Set `isLoading` (or leave `current` out) while loading: both cards show placeholders and say Loading to screen readers.',
        ],
        dont: [
          'Don’t format the figures before passing them: the card writes the revenue ($10,582.05) and the change (one decimal) itself.',
          'Don’t pass cents: `revenue` is in US dollars, as the API sends it.',
        ],
        content: [
          'Titles are fixed: Total Sales, Total Revenue.',
          'The change reads ▲ 11.8% vs previous period; screen readers hear Up, Down or No change instead of the arrow.',
          'When the period before had nothing, it says No figures for the previous period instead of a percentage.',
          'Dates read Mar 8, 2026 – Mar 14, 2026.',
          'A load `error` replaces both cards with one message that says what to do: The sales figures could not be loaded. Check your connection and try again.',
        ],
      },
    }),
  },
  args: { current: sampleDashboard.current, previous: sampleDashboard.previous },
} satisfies Meta<typeof DashboardSummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales went up, revenue went down against the week before. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Sales' })).toBeVisible();
    await expect(canvas.getByText('76')).toBeVisible();
    await expect(canvas.getByText('$10,582.05')).toBeVisible();
    await expect(canvas.getAllByText('Mar 8, 2026 – Mar 14, 2026')).toHaveLength(2);
    // 76 vs 68 sales: up 11.8 %; $10,582.05 vs $11,240.80: down 5.9 %.
    await expect(canvas.getByText(/Up/).parentElement).toHaveTextContent('Up 11.8%');
    await expect(canvas.getByText(/Down/).parentElement).toHaveTextContent('Down 5.9%');
  },
};

export const NoPreviousFigures: Story = {
  args: { previous: { ...sampleDashboard.previous, sales: 0, revenue: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No figures for the previous period')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading')).toHaveLength(2);
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

const loadError = 'The sales figures could not be loaded. Check your connection and try again.';

/** The figures failed to load: one message with Try Again across the row of both cards. */
export const Error: Story = {
  args: { current: undefined, previous: undefined, error: loadError, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadError);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const ErrorRetry: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: Error.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
