import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StarRatingDisplay, StarRatingInput } from './StarRating';
import { docsPage } from '../storybook/usage';

const meta = {
  title: 'Components/StarRating',
  component: StarRatingInput,
  // value may be null (no stars yet), which Storybook would show as a raw object editor.
  argTypes: { value: { control: { type: 'number', min: 1, max: 5, step: 1 } } },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Stars for a rating out of 5. StarRatingInput asks for 1 to 5 stars (a react-aria radio group; hover previews), as in the rating dialog. StarRatingDisplay shows a rating, fractions filled in part, on product cards and pages.',
        do: [
          'Give StarRatingInput a visible `label` (Your Rating); its stars are read as 1 star to 5 stars.',
          'Show an error with `errorMessage` when a rating is required and missing, as the rating dialog does.',
          'Add `showValue` to StarRatingDisplay where the number helps (5.0 on the product page); screen readers hear Rated 4.5 out of 5 either way.',
        ],
        dont: [
          'Don’t ask for a rating with StarRatingDisplay: it is an image, not a control. Use StarRatingInput.',
          'Don’t show a given rating with a disabled StarRatingInput: use StarRatingDisplay, as the rating dialog’s view mode does.',
        ],
        content: [
          'Ratings are shown with one decimal: 4.5, 5.0.',
          'The label says whose rating it is, in Title Case: Your Rating.',
          'An error for a missing rating says what to do and the range, in the second person: Choose a rating from 1 to 5 stars.',
        ],
      },
    }),
  },
  args: { label: 'Your Rating', onChange: fn() },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HoverAndSelect: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
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
