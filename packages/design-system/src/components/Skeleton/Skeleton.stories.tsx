import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
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
