import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleBrands, sampleCategories } from '../shop.fixtures';
import { defaultShopFilters } from '../shopQuery';
import { ShopFilters, type ShopFiltersProps } from './ShopFilters';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

/** Holds the values so the controls respond as they would on the page. */
function Stateful(props: ShopFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ShopFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/ShopFilters',
  component: ShopFilters,
  argTypes: { ...fixtureData('brands', 'categories', 'clearedValue', 'priceBounds', 'value') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The /shop filter panel: Price, Availability, a Categories tree and Brands, with Clear Filters. A side column from tablet width up; on a phone a Filters button opens and closes it.',
        do: [
          'Keep the values in the app and pass them back in `value`: `onChange` gets all of them after every change.',
          'Pass the catalogue’s lowest and highest prices as `priceBounds`; the app treats the two ends as no limit.',
          'Pass `clearedValue` when the starting values differ from the defaults, so Clear Filters is enabled only while a filter is on.',
        ],
        dont: [
          'Don’t filter the product list in the browser: the app writes the values to the address and the server applies them.',
          'Don’t use it for the header’s search or category choice: those are part of CustomerHeader.',
        ],
        content: [
          'Group labels: Price, Availability, Categories, Brands; choices Any, In stock, Out of stock, All categories.',
          'The price shows whole dollars ($2 – $2,000) and its two handles stay at least $1 apart, as the spec sets.',
          'Category and brand names are the catalogue’s; a sub-category is indented and read out with its parent: Crowns (in Lab Services).',
        ],
      },
    }),
  },
  args: {
    value: defaultShopFilters,
    onChange: fn(),
    categories: sampleCategories,
    brands: sampleBrands,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ShopFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Crowns (in Lab Services)' })).toBeVisible();
  },
};

export const SliderByKeyboard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const low = canvas.getByRole('slider', { name: /Minimum price/ });
    const high = canvas.getByRole('slider', { name: /Maximum price/ });
    low.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultShopFilters, minPrice: 2 });
    high.focus();
    await userEvent.keyboard('{End}');
    await expect(high).toHaveValue('2000');
    await expect(canvas.getByText('$2 – $2,000')).toBeVisible();
  },
};

export const ThumbsStayApart: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { value: { ...defaultShopFilters, minPrice: 499, maxPrice: 500 } },
  play: async ({ canvas }) => {
    const low = canvas.getByRole('slider', { name: /Minimum price/ });
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveValue('499');
  },
};

export const AvailabilityChoice: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'In stock' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultShopFilters, availability: 'inStock' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Out of stock' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultShopFilters,
      availability: 'outOfStock',
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Any' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultShopFilters);
  },
};

export const CategoryAndBrands: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Crowns (in Lab Services)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Curaprox' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Waterpik' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultShopFilters,
      categoryId: 4,
      brandId: [1, 3],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultShopFilters);
    await expect(canvas.getByRole('checkbox', { name: 'Curaprox' })).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: {
    value: { minPrice: 10, maxPrice: 450, availability: 'inStock', categoryId: 3, brandId: [2, 4] },
  },
};

export const PhoneClosed: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('slider', { name: /Minimum price/ })).not.toBeInTheDocument();
  },
};

export const PhoneOpened: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('slider', { name: /Minimum price/ })).toBeVisible();
  },
};
