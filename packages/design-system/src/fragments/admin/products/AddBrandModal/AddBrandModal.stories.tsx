import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { samplePngFile } from '../adminProducts.fixtures';
import { AddBrandModal } from './AddBrandModal';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';

const meta = {
  title: 'Admin/Products/AddBrandModal',
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The Add Brand modal of the product form, opened by the Brand drop-down’s Add Brand entry: a logo with its preview, Brand Name and Description. Confirm hands over the values and the logo file; the screen uploads the logo, then saves the brand.',
        do: [
          'Set `busy` while the logo uploads and the brand is saved: Confirm is busy and the modal cannot be dismissed.',
          'Pass `errorMessage` when saving fails: it shows at the top and the modal stays open with what was typed.',
          'Once saved, select the new brand in the form and confirm with the toast Brand added successfully, as the app does.',
        ],
        dont: [
          'Don’t save the logo’s local preview address as the brand’s logo: upload the file and save the address it was stored at.',
          'Don’t use it to rename or delete a brand: that is AdminCatalogueList on /admin/brands.',
        ],
        content: [
          'Title and buttons keep the specification’s words: Add Brand; Go Back, Confirm.',
          'Something missing shows the specification’s Please fill all the fields at the top, and under the fields Choose a logo image, Enter a brand name, Enter a description.',
          'The logo takes image files only; its button reads Upload Logo, then Change Logo.',
        ],
      },
    }),
  },
  component: AddBrandModal,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddBrandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await userEvent.type(within(dialog).getByLabelText('Brand Name'), 'Oral-B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expectVisible(within(dialog).getByText('Choose a logo image'));
    await expectVisible(within(dialog).getByText('Enter a description'));
    // The logo is the first field missing: its button takes the focus, not the description.
    await expect(within(dialog).getByRole('button', { name: 'Upload Logo' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LogoPreviewAndConfirm: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input!, samplePngFile('oral-b.png'));
    await expectVisible(within(dialog).getByRole('img', { name: 'Logo preview: oral-b.png' }));
    await userEvent.type(within(dialog).getByLabelText('Brand Name'), 'Oral-B');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Brushes and floss.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Oral-B',
      description: 'Brushes and floss.',
      logo: expect.objectContaining({ name: 'oral-b.png' }),
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = { args: { errorMessage: 'The logo could not be uploaded. Try again.' } };

/** On a 375 px phone: the name, the logo picker, the description and the buttons keep to the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await expectVisible(within(dialog).getByRole('button', { name: 'Confirm' }));
  },
};
