import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { enrollmentSummaries } from '../../warranty.fixtures';
import { EnrollmentsTable } from './EnrollmentsTable';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Warranty/Admin/EnrollmentsTable',
  component: EnrollmentsTable,
  argTypes: { ...fixtureData('enrollments') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The admin’s list of warranty enrolments at /admin/warranty: reference (a link to the enrolment), name, e-mail, plan, date enrolled, how the dues are paid and whether any is overdue, with a search box and pages.',
        do: [
          'Search on the server with `search` (reference, name, company or e-mail) and go back to page 1 when it changes, as the app does.',
          'Set `showHeading` to false inside the admin frame, whose header already says Warranty.',
          'Make `enrollmentHref` give the enrolment’s admin address (/admin/warranty/{id}).',
        ],
        dont: [
          'Don’t show it to patients: it lists every enrolment; a patient looks up their own with EnrollmentLookupForm.',
          'Don’t list claims in it: ClaimReviewList shows them under it.',
        ],
        content: [
          'Status reads 1 overdue or Up to date; Payment reads Transfer, Card, monthly charge on, Card declined with the day, or Card, charges ended.',
          'An office’s name is followed by (office).',
          'Empty, it says No enrolments yet, or No enrolments match "lopez". after a search.',
        ],
      },
    }),
  },
  args: {
    enrollments: enrollmentSummaries,
    page: 1,
    pageCount: 4,
    onPageChange: fn(),
    search: '',
    onSearchChange: fn(),
    enrollmentHref: (id: number) => `/admin/warranty/${id}`,
  },
} satisfies Meta<typeof EnrollmentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(enrollmentSummaries.length + 1);
  },
};

export const GoToPage2: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** How each enrolment pays beside its overdue count: a declined card, transfer, an active or ended card. */
export const PaymentStates: Story = {
  args: { enrollments: enrollmentSummaries.slice(0, 4), pageCount: 1 },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    const payment = (row: HTMLElement) => row.querySelectorAll('td')[5]?.textContent;
    const status = (row: HTMLElement) => row.querySelectorAll('td')[6]?.textContent;
    await expect(rows.map(payment)).toEqual([
      'Card declined Mar 15, 2026',
      'Transfer',
      'Card, monthly charge on',
      'Card, charges ended',
    ]);
    await expect(rows.map(status)).toEqual(['1 overdue', 'Up to date', 'Up to date', '1 overdue']);
  },
};

/** Typing in the search box reports each change (the container filters). */
export const Searching: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('');
    return (
      <EnrollmentsTable
        {...args}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          args.onSearchChange(value);
        }}
        enrollments={args.enrollments.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()))}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Search Enrolments'), 'lopez');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('lopez');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { enrollments: [], pageCount: 1, search: 'nobody' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No enrolments match "nobody".')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    enrollments: [
      {
        ...enrollmentSummaries[1]!,
        name: 'Brickell Family, Cosmetic and Implant Dentistry Associates of South Florida',
        email: 'front.desk.and.billing.department@brickell-family-dentistry.example',
      },
      ...enrollmentSummaries.slice(2),
    ],
  },
};

/** Inside the admin frame, whose header already says 'Warranty': no second visible title. */
export const WithoutHeading: Story = {
  args: { showHeading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Warranty' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Enrolments' })).toBeInTheDocument();
  },
};

/** On a 375 px phone: the search and the pages fit; the table scrolls sideways in its own frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
