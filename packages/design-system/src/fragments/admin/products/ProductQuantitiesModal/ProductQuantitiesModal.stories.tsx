import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { longNameProduct, sampleProducts } from '../adminProducts.fixtures';
import { ProductQuantitiesModal } from './ProductQuantitiesModal';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const selected = sampleProducts.slice(0, 3).map(({ productId, name, stockQuantity }) => ({
  productId,
  name,
  stockQuantity,
}));

const meta = {
  title: 'Admin/Products/ProductQuantitiesModal',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The Update Product Quantities modal: adds stock to the selected products, one line each with the current stock and an Amount to Add. The app opens it from Add Stock on the Products list and on a product’s page.',
        do: [
          'Give one line per size or colour (`optionValue`) when a product keeps its stock by option, as the app does.',
          'Let the admin leave lines blank: they stay as they are and only the filled lines are sent.',
          'Set `busy` while saving; on success close it and confirm with the toast Stock updated successfully, as the app does.',
        ],
        dont: [
          'Don’t use it to set a new total: the amount typed is added to the current stock.',
          'Don’t use it to change a price or a name: that is the product form (Edit).',
        ],
        content: [
          'Title and buttons keep the specification’s words: Update Product Quantities; Cancel, Done.',
          'The count reads 1 Variant selected or 3 Variants selected; each line shows Current stock: 240.',
          'Errors say what to enter: Enter a whole number of 1 or more; Enter an amount for at least one product.',
        ],
      },
    }),
  },
  component: ProductQuantitiesModal,
  argTypes: { ...fixtureData('products') },
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(), products: selected },
} satisfies Meta<typeof ProductQuantitiesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    await expectVisible(within(dialog).getByText('3 Variants selected'));
    await expectVisible(within(dialog).getByText('Current stock: 240'));
  },
};

export const OneVariant: Story = {
  args: { products: selected.slice(1, 2) },
  play: async () => {
    await expectVisible(await screen.findByText('1 Variant selected'));
  },
};

export const WithOptionValue: Story = {
  args: {
    products: [
      { productId: 101, name: 'TePe Interdental Brush Original', stockQuantity: 80, optionValue: '0.45 mm' },
    ],
  },
};

export const Validation: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    const amount = (name: string) => within(dialog).getByLabelText(`Amount to Add to ${name}`);
    await userEvent.type(amount('TePe Interdental Brush Original'), '0');
    await userEvent.type(amount('Curaprox CPS Prime'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // The blank third line is left unchanged; the two typed amounts are wrong.
    await expect(within(dialog).getAllByText('Enter a whole number of 1 or more')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount('TePe Interdental Brush Original'));
    await userEvent.type(amount('TePe Interdental Brush Original'), '20');
    await userEvent.clear(amount('Curaprox CPS Prime'));
    await userEvent.type(amount('Curaprox CPS Prime'), '5');
    await userEvent.type(amount('Expanding Dental Floss'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { productId: 101, quantity: 20 },
      { productId: 102, quantity: 5 },
      { productId: 103, quantity: 100 },
    ]);
  },
};

export const WithErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Curaprox CPS Prime'), '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(within(dialog).getAllByText('Enter a whole number of 1 or more')).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One line restocked alone: the blank lines stay as they are and are not sent. */
export const OneLineOnly: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    await userEvent.type(within(dialog).getByLabelText('Amount to Add to Curaprox CPS Prime'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([{ productId: 102, quantity: 8 }]);
  },
};

/** Nothing typed: Done says what is missing instead of sending nothing. */
export const NothingTyped: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Update Product Quantities' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an amount for at least one product',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Error: Story = { args: { errorMessage: 'The stock could not be saved. Try again.' } };

export const LongText: Story = {
  args: {
    products: [
      { productId: longNameProduct.productId, name: longNameProduct.name, stockQuantity: 1_250_000 },
      ...selected,
    ],
  },
};

/** On a 375 px phone: each variant's name and current stock wrap beside its Amount to Add field. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
