import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';
import { docsPage } from '../storybook/usage';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A grey placeholder in the shape of what is loading (a line of text, a picture or card, an avatar), hidden from screen readers. The product grid, the order lists, the cart and the admin dashboard show them while their data loads.',
        do: [
          'Shape it like what comes: `rect` at the picture’s size, `text` with `lines` for text (the last line is shorter), `circle` for an avatar.',
          'Mark the loading container `aria-busy="true"` and give it a text for screen readers, such as a hidden Loading orders.',
          'Show about as many as will arrive: the product grid shows a page’s worth of cards.',
        ],
        dont: [
          'Don’t use it for a wait with nothing to lay out (saving, signing in): use Button’s `busy`, or Spinner.',
          'Don’t leave it showing when loading fails: show the error with a way to retry.',
        ],
        content: [
          'It shows no text; the text on its container names what loads: Loading products, Loading orders.',
          'That text is a verb in -ing and what loads, in sentence case without a full stop, as Spinner’s label is.',
        ],
      },
    }),
  },
  args: { width: '320px' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Paragraph: Story = { args: { lines: 3 } };

export const Image: Story = { args: { shape: 'rect', width: '240px', height: '160px' } };

export const Avatar: Story = { args: { shape: 'circle', width: '48px' } };

export const ProductCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading products"
      role="group"
      style={{ width: 240, display: 'grid', gap: 12 }}
    >
      <Skeleton shape="rect" width="240px" height="160px" />
      <Skeleton lines={2} />
    </div>
  ),
};
