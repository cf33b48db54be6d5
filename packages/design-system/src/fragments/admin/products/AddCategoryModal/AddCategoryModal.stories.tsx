import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleCategories } from '../adminProducts.fixtures';
import { AddCategoryModal } from './AddCategoryModal';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';
import { chooseOption } from '../../../../components/storybook/chooseOption';

const meta = {
  title: 'Admin/Products/AddCategoryModal',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The Add Category modal of the product form, opened by the Category drop-down’s Add Category entry: a Category Name and an optional Parent Category (None (top level) unless one is chosen).',
        do: [
          'Pass every existing category: the parent list shows each with its parent, e.g. Crowns / Zirconia.',
          'Set `busy` while saving and pass `errorMessage` when the server refuses, e.g. A category with this name already exists.',
          'Once saved, select the new category in the form and confirm with the toast Category added successfully, as the app does.',
        ],
        dont: [
          'Don’t use it to rename or delete a category: that is AdminCatalogueList on /admin/categories.',
        ],
        content: [
          'Title and buttons keep the specification’s words: Add Category; Go Back, Confirm.',
          'An empty name shows the specification’s Please fill all the fields at the top and Enter a category name under the field.',
          'The specification’s typo ‘Categroy added successfully’ is written correctly in the toast: Category added successfully.',
        ],
      },
    }),
  },
  component: AddCategoryModal,
  argTypes: { ...fixtureData('categories') },
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(), categories: sampleCategories },
} satisfies Meta<typeof AddCategoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expectVisible(within(dialog).getByText('Enter a category name'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await userEvent.type(within(dialog).getByLabelText('Category Name'), 'Emax Veneers');
    await chooseOption(within(dialog).getByRole('button', { name: /Parent Category/ }), 'Lab Services');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Emax Veneers', parentCategoryId: 3 });
  },
};

export const GoBack: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = { args: { errorMessage: 'A category with this name already exists' } };

/** On a 375 px phone: the name, the parent category and the buttons keep to the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await expectVisible(within(dialog).getByRole('button', { name: 'Confirm' }));
  },
};
