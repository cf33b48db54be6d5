import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { wholeDollarsFormat } from '../../format';
import { RangeSlider } from './RangeSlider';
import { docsPage } from '../storybook/usage';
import { fixtureData } from '../storybook/controls';

const meta = {
  title: 'Components/RangeSlider',
  component: RangeSlider,
  argTypes: { ...fixtureData('defaultValue', 'formatOptions', 'thumbLabels', 'value') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A two-thumb slider for a range, built on react-aria’s Slider: drag, or use the arrow keys, Page Up/Down and Home/End on either thumb; the range is written above the track. The shop’s Price filter uses it.',
        do: [
          'Use the specification’s price filter: 0 to 2000, starting at 0 to 1000, the thumbs at least 1 apart (`minGap`).',
          'Name both thumbs with `thumbLabels` (Minimum price, Maximum price).',
          'Write the values with `formatOptions`: US dollars without cents for prices.',
          'Run costly work, like a new search, from `onChangeEnd`, called once the user lets go.',
        ],
        dont: ['Don’t use it when people need an exact number: use a TextField with `type="number"`.'],
        content: [
          'The label is one noun in Title Case: Price.',
          'Thumb names say which end they set: Minimum price, Maximum price.',
          'The written range ($3 – $999) comes from `formatOptions`: add no text of your own.',
        ],
      },
    }),
  },
  args: {
    label: 'Price',
    minValue: 0,
    maxValue: 2000,
    defaultValue: [0, 1000],
    minGap: 1,
    formatOptions: wholeDollarsFormat,
    thumbLabels: ['Minimum price', 'Maximum price'],
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardMove: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const low = canvas.getByRole('slider', { name: /Minimum price/ });
    const high = canvas.getByRole('slider', { name: /Maximum price/ });
    await userEvent.click(low);
    low.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(low).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith([3, 1000]);
    high.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(high).toHaveValue('999');
    await expect(canvas.getByText('$3 – $999')).toBeVisible();
  },
};

export const MinimumGap: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { defaultValue: [499, 500] },
  play: async ({ canvas }) => {
    const low = canvas.getByRole('slider', { name: /Minimum price/ });
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The low thumb stays at least 1 below the high one.
    await expect(low).toHaveValue('499');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: [200, 800] } };
