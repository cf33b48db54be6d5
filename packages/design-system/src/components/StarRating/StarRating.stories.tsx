import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StarRatingDisplay, StarRatingInput } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRatingInput,
  args: { label: 'Your rating', onChange: fn() },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HoverAndSelect: Story = {
  play: async ({ args, canvas }) => {
    const fourth = canvas.getByRole('radio', { name: '4 stars' });
    await userEvent.hover(fourth.closest('label') as HTMLElement);
    const previewed = canvas
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.getAttribute('data-preview'));
    await expect(previewed).toEqual(['on', 'on', 'on', 'on', 'off']);
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.unhover(fourth.closest('label') as HTMLElement);
  },
};

export const Selected: Story = { args: { defaultValue: 2 } };

export const Disabled: Story = { args: { defaultValue: 4, isDisabled: true } };

export const DisplayAverage: Story = {
  render: () => <StarRatingDisplay value={4.5} showValue />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const DisplayFull: Story = { render: () => <StarRatingDisplay value={5} showValue /> };

export const DisplayEmpty: Story = { render: () => <StarRatingDisplay value={0} /> };
