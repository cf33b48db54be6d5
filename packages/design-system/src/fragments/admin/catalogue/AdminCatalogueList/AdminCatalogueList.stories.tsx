import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InlineOverlays } from '../../../../components/storybook/InlineOverlays';
import { AdminCatalogueList, adminCatalogueKinds, type AdminCatalogueListProps } from './AdminCatalogueList';
import { adminBrandEntries, adminCategoryEntries, adminCategoryLongText } from './adminCatalogue.fixtures';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

/** Does what the container and API do: apply a rename or a delete to the list. */
function Stateful(props: AdminCatalogueListProps) {
  const [entries, setEntries] = useState(props.entries);
  return (
    <AdminCatalogueList
      {...props}
      entries={entries}
      onRename={(entry, name) => {
        props.onRename(entry, name);
        setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, name } : e)));
      }}
      onDelete={(entry) => {
        props.onDelete(entry);
        setEntries((all) => all.filter((e) => e.id !== entry.id));
      }}
    />
  );
}

const meta = {
  title: 'Admin/Catalogue/AdminCatalogueList',
  component: AdminCatalogueList,
  parameters: {
    ...docsPage({
      usage: {
        use: 'The admin’s list of categories (/admin/categories) or brands (/admin/brands), chosen by `kind`; each row has an Edit menu with Rename Category and Delete Category (Rename Brand and Delete Brand for brands).',
        do: [
          'Set `pendingId` while a rename or delete runs: the dialog’s button is busy and that row’s menu is disabled.',
          'Pass the server’s refusal as `actionError`: it shows in the open dialog, e.g. This brand cannot be deleted: 2 products use it.',
          'Update `entries` after a change: the dialog closes by itself once the new name shows or the entry is gone.',
          'Use `note` for a second line: the parent for a category (the app writes in Brushes), the description for a brand.',
        ],
        dont: [
          'Don’t look for Add here: categories and brands are added from the product form (AddCategoryModal, AddBrandModal).',
          'Don’t use it for products: they have AdminProductList.',
        ],
        content: [
          'Titles are Categories or Brands; the dialogs read Rename Category and Delete This Category? (Brand for brands).',
          'The delete message names the entry ("Floss" will be removed. This cannot be undone.) and the button reads Delete Category or Delete Brand.',
          'An empty name shows Enter a category name (brand for brands); an empty list says No categories yet or No brands yet.',
          'The app confirms with toasts such as Category renamed successfully and Brand deleted successfully.',
        ],
      },
    }),
  },
  argTypes: {
    ...fixtureData('defaultAction', 'entries'),
    kind: { control: 'inline-radio', options: adminCatalogueKinds },
  },
  args: {
    kind: 'category',
    entries: adminCategoryEntries,
    onRename: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <InlineOverlays minHeight={640}>{Story()}</InlineOverlays>],
} satisfies Meta<typeof AdminCatalogueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { name: 'Categories' }));
    const rows = within(canvas.getByRole('grid', { name: 'Categories' })).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[2]).toHaveTextContent('Interdental brushesin Brushes');
  },
};

export const Brands: Story = {
  args: { kind: 'brand', entries: adminBrandEntries },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { name: 'Brands' }));
  },
};

/** Each row's menu offers Rename Category and Delete Category, opening leftwards inside the table. */
export const RowMenuOpen: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit Floss' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Rename Category', 'Delete Category']);
    // Lined up with the trigger's right edge: the list does not stick out past the table.
    const listRight = menu.getBoundingClientRect().right;
    await expect(listRight).toBeLessThanOrEqual(trigger.getBoundingClientRect().right + 1);
    await expect(listRight).toBeLessThanOrEqual(canvas.getByRole('grid').getBoundingClientRect().right);
  },
};

/** Rename: the dialog starts with the name; Enter saves, and the dialog closes once renamed. */
export const RenameFlow: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Floss' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Category' });
    const field = within(dialog).getByRole('textbox', { name: 'Category Name' });
    await expect(field).toHaveValue('Floss');
    await userEvent.clear(field);
    await userEvent.type(field, 'Dental floss{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 'Dental floss');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('grid')).toHaveTextContent('Dental floss');
  },
};

export const RenameOpen: Story = {
  args: { defaultAction: { id: 3, action: 'rename' } },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Category Name' })).toHaveValue('Floss');
  },
};

/** A name another category has is refused by the server; the dialog says so and stays. */
export const RenameRefused: Story = {
  args: {
    defaultAction: { id: 3, action: 'rename' },
    actionError: 'A category named "Brushes" already exists',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
  },
};

export const RenameEmptyName: Story = {
  args: { defaultAction: { id: 3, action: 'rename' } },
  play: async ({ args }) => {
    const field = await screen.findByRole('textbox', { name: 'Category Name' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectVisible(await screen.findByText('Enter a category name'));
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** Delete asks first; confirming deletes the entry and closes the dialog. */
export const DeleteFlow: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Mouthwash' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Category' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('grid')).not.toHaveTextContent('Mouthwash');
  },
};

/** Products still use the brand: the server's refusal is shown in the dialog. */
export const DeleteRefused: Story = {
  args: {
    kind: 'brand',
    entries: adminBrandEntries,
    defaultAction: { id: 11, action: 'delete' },
    actionError: 'This brand cannot be deleted: 2 products use it.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete This Brand?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('2 products use it');
  },
};

export const DeleteBusy: Story = {
  args: { defaultAction: { id: 4, action: 'delete' }, pendingId: 4 },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, entries: [] },
};

export const LoadError: Story = {
  args: { error: 'The categories could not be loaded.', entries: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No categories yet'));
  },
};

export const LongText: Story = {
  args: { entries: [adminCategoryLongText, ...adminCategoryEntries.slice(0, 2)] },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The Rename Category dialog on a 375 px phone: the field and the buttons keep to the dialog. */
export const PhoneRenameOpen: Story = {
  ...RenameOpen,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
