import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { docsPage } from '../storybook/usage';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: {
    ...docsPage({
      usage: {
        use: 'Page navigation: Previous, numbered pages (the current one marked with aria-current, gaps shown as …) and Next. The shop’s product grid, the warranty admin lists and DataTable (through its `pagination`) use it.',
        do: [
          'Pass `page` 1-based, as people read it: the API’s page 0 is page 1 here.',
          'Name it with `aria-label` after what it pages (Product pages, Message pages).',
          'Leave it in place for any count: with one page it renders nothing.',
        ],
        dont: [
          'Don’t add one under a DataTable yourself: pass the table’s `pagination`, which also hides it while loading or failed.',
        ],
        content: [
          'Previous, Next and the Page 3 names are fixed in the component; only the `aria-label` is yours.',
          'The `aria-label` is what is paged followed by pages, in sentence case: Product pages.',
        ],
      },
    }),
  },
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeDisabled();
  },
};

export const NextGoesToPage2: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = { args: { page: 7, pageCount: 20 } };

export const LastPage: Story = { args: { page: 20, pageCount: 20 } };
