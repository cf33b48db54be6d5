import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePngFile, sampleBrands, sampleCategories } from '../adminProducts.fixtures';
import { ProductForm, type ProductFormProps } from './ProductForm';
import {
  existingProductValues,
  longTextValues,
  uploadingValues,
  uploadsInProgress,
  withOptionsValues,
} from './ProductForm.fixtures';
import type { ProductFormUpload } from './productFormModel';
import { desktopTall, tabletTall, tallViewportParameters } from '../storyViewports';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';
import { chooseOption } from '../../../../components/storybook/chooseOption';

/** Plays the uploading screen: every added file shows 40 % progress. */
function WithSimulatedUploads(props: ProductFormProps) {
  const [uploads, setUploads] = useState<Record<string, ProductFormUpload>>({});
  return (
    <ProductForm
      {...props}
      uploads={uploads}
      onFilesAdded={(files) => {
        props.onFilesAdded?.(files);
        setUploads((u) => ({ ...u, ...Object.fromEntries(files.map(({ key }) => [key, { progress: 40 }])) }));
      }}
    />
  );
}

const meta = {
  title: 'Admin/Products/ProductForm',
  component: ProductForm,
  argTypes: { ...fixtureData('brands', 'categories', 'errors', 'initialValues', 'uploads') },
  parameters: {
    ...tallViewportParameters,
    ...docsPage({
      usage: {
        use: 'The admin product form: Add/List Product on /admin/list-product (Save) and Update Product on /admin/update-product/{productId} (Update, filled with the product). It checks the fields as the server does, keeps images in order with alt texts, and asks before throwing changes away.',
        do: [
          'Upload each added image in the screen (`onFilesAdded`) and report progress and the stored address through `uploads`: Save waits for every image.',
          'Resolve `onAddCategory` and `onAddBrand` with the new id to select it, as the app does with AddCategoryModal and AddBrandModal.',
          'Pass the server’s field errors as `errors` and its message as `errorMessage` (Error while adding ! when adding fails).',
          'After saving, show the toast (Product added successfully! or Product Updated successfully) and go back to the list 2 seconds later, as the app does.',
        ],
        dont: [
          'Don’t make the SKU on the page: leave it empty and the server makes one.',
          'Don’t ask for Total Stock when the product has options: it becomes the read-only sum of the option values’ stock.',
        ],
        content: [
          'Titles and buttons keep the specification’s words: Add/List Product, Update Product; Discard, Save, Update; Add Category, Add Brand, Add another.',
          'Saving with a required field empty shows the specification’s Please fill all the fields ! at the top; other mistakes show Please check the marked fields.',
          'A field error says what to enter: Enter a title, Price can have at most 2 decimals.',
          'Discard with changes asks Discard Changes?, with Keep Editing and Discard Changes.',
        ],
      },
    }),
  },
  globals: desktopTall,
  args: {
    categories: sampleCategories,
    brands: sampleBrands,
    onSubmit: fn(),
    onDiscard: fn(),
    onAddCategory: fn(),
    onAddBrand: fn(),
    onFilesAdded: fn(),
  },
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Pricing'), '12.505');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the fields !');
    // The refused Save puts the focus on the first field to fix.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await expectVisible(canvas.getByText('Enter a title'));
    await expectVisible(canvas.getByText('Enter a description'));
    await expectVisible(canvas.getByText('Price can have at most 2 decimals'));
    await expectVisible(canvas.getByText('Choose a category'));
    await expectVisible(canvas.getByText('Choose a brand'));
    await expectVisible(canvas.getByText('Enter the total stock'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    initialValues: existingProductValues,
    errorMessage: 'Error while adding !',
    errors: { sku: 'This SKU is already used' },
  },
};

export const Update: Story = {
  args: { mode: 'update', initialValues: existingProductValues },
  play: async ({ args, canvas }) => {
    await expectVisible(canvas.getByRole('heading', { name: 'Update Product' }));
    await userEvent.clear(canvas.getByLabelText('Total Stock'));
    await userEvent.type(canvas.getByLabelText('Total Stock'), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'TePe Interdental Brush Original',
        price: 12.5,
        stockQuantity: 250,
        brandId: 1,
      }),
    );
  },
};

export const SavesNewProduct: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Floss Picks');
    await userEvent.type(canvas.getByLabelText('Description'), 'Fifty picks with a handle.');
    await userEvent.type(canvas.getByLabelText('Pricing'), '3.50');
    await userEvent.type(canvas.getByLabelText('Total Stock'), '12');
    await chooseOption(canvas.getByRole('button', { name: /Category/ }), 'Floss');
    await chooseOption(canvas.getByRole('button', { name: /Brand/ }), 'TePe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Floss Picks',
      description: 'Fifty picks with a handle.',
      price: 3.5,
      stockQuantity: 12,
      categoryId: 2,
      brandId: 1,
      images: [],
      sku: '',
      maxUnitsPerOrder: null,
      labService: null,
      options: null,
    });
  },
};

/**
 * A lab service: "Sold as" a bridge, whose turnaround starts at the lab's usual 10 working days and
 * can be changed; dentist offices order it as a case.
 */
export const LabService: Story = {
  args: { mode: 'update', initialValues: existingProductValues },
  play: async ({ args, canvas }) => {
    await chooseOption(canvas.getByRole('button', { name: /Sold as/ }), 'Lab service: Bridge');
    const turnaround = canvas.getByLabelText('Turnaround (working days)');
    await expect(turnaround).toHaveValue('10');
    await userEvent.clear(turnaround);
    await userEvent.type(turnaround, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(
      await canvas.findByText('Turnaround must be a whole number of working days from 1 to 60'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(turnaround);
    await userEvent.type(turnaround, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ labService: { kind: 'bridge', turnaroundWorkingDays: 12 } }),
    );
  },
};

export const AddCategoryEntry: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const category = canvas.getByRole('button', { name: /Category/ });
    const brand = canvas.getByRole('button', { name: /Brand/ });
    // A CI run once clicked Brand before Category's list had given focus back: the picture then
    // had the focus ring on Category. chooseOption waits for that.
    await chooseOption(category, 'Add Category');
    await expect(args.onAddCategory).toHaveBeenCalledTimes(1);
    await expect(category).toHaveTextContent('Select a category');
    await chooseOption(brand, 'Add Brand');
    await expect(args.onAddBrand).toHaveBeenCalledTimes(1);
  },
};

export const UploadShowsThumbnails: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  render: (args) => <WithSimulatedUploads {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input!, [samplePngFile('tooth-front.png'), samplePngFile('tooth-back.png')]);
    const list = await canvas.findByRole('list', { name: 'Product images' });
    await expectVisible(within(list).getByRole('img', { name: 'tooth-front.png' }));
    await expectVisible(within(list).getByRole('img', { name: 'tooth-back.png' }));
    await expect(within(list).getAllByRole('progressbar')).toHaveLength(2);
    await expect(args.onFilesAdded).toHaveBeenCalledWith([
      expect.objectContaining({ file: expect.objectContaining({ name: 'tooth-front.png' }) }),
      expect.objectContaining({ file: expect.objectContaining({ name: 'tooth-back.png' }) }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tooth-front.png' }));
    await expect(within(list).queryByRole('img', { name: 'tooth-front.png' })).not.toBeInTheDocument();
  },
};

export const UploadsInProgress: Story = {
  args: { mode: 'update', initialValues: uploadingValues, uploads: uploadsInProgress },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading crown-side.png' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expectVisible(canvas.getByText('The image is larger than 10 MB'));
  },
};

export const ReorderWithKeyboard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { mode: 'update', initialValues: existingProductValues },
  play: async ({ canvas }) => {
    const names = () => within(canvas.getByRole('list', { name: 'Product images' })).getAllByRole('img');
    await expect(names()[0]).toHaveAccessibleName('Blue interdental brush');
    canvas.getByRole('button', { name: 'Move image-1.svg later' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(names()[1]).toHaveAccessibleName('Blue interdental brush');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move image-1.svg later'));
    await userEvent.keyboard('{Enter}');
    await expect(names()[2]).toHaveAccessibleName('Blue interdental brush');
    // At the end 'later' is disabled, so focus goes to 'earlier' of the same image.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move image-1.svg earlier'));
    const alt = canvas.getAllByLabelText(/Alt Text/)[0]!;
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Pack of five brushes');
    await expect(names()[0]).toHaveAccessibleName('Pack of five brushes');
  },
};

export const WithOptions: Story = {
  args: { mode: 'update', initialValues: withOptionsValues },
  play: async ({ args, canvas }) => {
    const total = canvas.getByLabelText('Total Stock');
    await expect(total).toHaveValue('240');
    await expect(total).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Add another' }));
    await userEvent.type(canvas.getByLabelText('Size 4'), '0.60 mm');
    await userEvent.type(canvas.getByLabelText('Stock of Size 4'), '10');
    await expect(total).toHaveValue('250');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Size 1' }));
    await expect(total).toHaveValue('130');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        stockQuantity: 130,
        options: {
          dimension: 'size',
          values: [
            { value: '0.45 mm', stockQuantity: 80 },
            { value: '0.50 mm', stockQuantity: 40 },
            { value: '0.60 mm', stockQuantity: 10 },
          ],
        },
      }),
    );
  },
};

/** Option values are checked on Update: the first one to fix takes the focus, messages follow the edits. */
export const OptionValueErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { mode: 'update', initialValues: withOptionsValues },
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Size 2'));
    await userEvent.type(canvas.getByLabelText('Size 2'), '0.40 mm');
    await userEvent.clear(canvas.getByLabelText('Stock of Size 3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the fields !');
    await waitFor(() => expect(canvas.getByLabelText('Size 2')).toHaveFocus());
    await expect(canvas.getByLabelText('Size 2')).toHaveAccessibleDescription('This value is listed twice');
    await expect(canvas.getByLabelText('Stock of Size 3')).toHaveAccessibleDescription('Enter the stock');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Stock of Size 3'), '12');
    await expect(canvas.getByLabelText('Stock of Size 3')).not.toHaveAccessibleDescription('Enter the stock');
  },
};

export const DiscardAsksFirst: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('Title'), 'Half-typed product');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard Changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(2);
  },
};

export const Busy: Story = {
  args: { initialValues: existingProductValues, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const LongText: Story = { args: { mode: 'update', initialValues: longTextValues } };

export const Tablet: Story = {
  args: { mode: 'update', initialValues: { ...withOptionsValues, images: [] } },
  globals: tabletTall,
};
