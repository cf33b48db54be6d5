import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CaseAccessEntry } from '@idl/api-contract';
import { expect, fn, within } from 'storybook/test';
import { CaseRecordTable } from './CaseRecordTable';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const ana = { id: 31, name: 'Dr. Ana Ruiz', email: 'front@bayfront.test' };
const carlos = { id: 1, name: 'Carlos Vega', email: 'carlos@lab.test' };

const entries: CaseAccessEntry[] = [
  { action: 'create', detail: null, by: ana, at: '2026-11-24T14:05:00.000Z' },
  { action: 'change', detail: 'Added scan upper.stl', by: ana, at: '2026-11-24T14:09:00.000Z' },
  { action: 'view', detail: null, by: carlos, at: '2026-11-25T13:00:00.000Z' },
  { action: 'view', detail: 'Downloaded scan upper.stl', by: carlos, at: '2026-11-25T13:02:00.000Z' },
  { action: 'change', detail: 'Advanced to Design', by: carlos, at: '2026-11-25T13:30:00.000Z' },
  { action: 'view', detail: 'Read the conversation', by: null, at: '2026-11-26T09:00:00.000Z' },
];

const meta = {
  title: 'Cases/CaseRecordTable',
  component: CaseRecordTable,
  parameters: {
    ...docsPage({
      usage: {
        use: 'The record of a case on the lab’s case page: who sent, looked at or changed it, and when, newest first.',
        do: ['Pass the record as the API sends it (oldest first): the table turns it round.'],
        dont: ['Don’t show it to offices: the record is the administrators’ only.'],
        content: [
          'What reads Sent, Viewed or Changed, then what was read or changed: Changed: Advanced to Design.',
          'An account that no longer exists reads A deleted account.',
        ],
      },
    }),
  },
  argTypes: { ...fixtureData('entries'), ...textProps('error') },
  args: { entries },
} satisfies Meta<typeof CaseRecordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('grid', { name: 'Record of Views and Changes' })).getAllByRole(
      'row',
    );
    // The header row, then the newest entry first.
    await expect(rows[1]).toHaveTextContent('A deleted accountViewed: Read the conversation');
    await expect(rows[2]).toHaveTextContent('Carlos Vega (carlos@lab.test)Changed: Advanced to Design');
    await expect(rows.at(-1)).toHaveTextContent(
      'Nov 24, 2026, 9:05 AM ESTDr. Ana Ruiz (front@bayfront.test)Sent',
    );
  },
};

export const Empty: Story = { args: { entries: [] } };

export const Loading: Story = { args: { entries: [], isLoading: true } };

export const LoadFailed: Story = {
  args: { entries: [], error: 'The record could not be loaded.', onRetry: fn() },
};
