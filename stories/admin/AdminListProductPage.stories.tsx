import { AddBrandModal, AddCategoryModal, ProductForm } from '@idl/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, screen, userEvent, within } from 'storybook/test';
import {
  AdminProductsFrame,
  desktopTall,
  sampleBrands,
  sampleCategories,
  tabletTall,
  tallViewportParameters,
} from './adminProductPages';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /admin/list-product: the empty product form with its Add Category and Add Brand modals. */
function ListProductPage() {
  const [modal, setModal] = useState<'category' | 'brand' | null>(null);
  return (
    <AdminProductsFrame>
      <ProductForm
        headingLevel={2}
        categories={sampleCategories}
        brands={sampleBrands}
        onSubmit={fn()}
        onDiscard={fn()}
        onFilesAdded={fn()}
        onAddCategory={() => setModal('category')}
        onAddBrand={() => setModal('brand')}
      />
      <AddCategoryModal
        isOpen={modal === 'category'}
        onOpenChange={(open) => !open && setModal(null)}
        categories={sampleCategories}
        onSubmit={() => setModal(null)}
      />
      <AddBrandModal
        isOpen={modal === 'brand'}
        onOpenChange={(open) => !open && setModal(null)}
        onSubmit={() => setModal(null)}
      />
    </AdminProductsFrame>
  );
}

const meta = {
  title: 'Pages/Admin/List Product',
  component: ListProductPage,
  parameters: {
    layout: 'fullscreen',
    ...tallViewportParameters,
    ...pageDocs({
      address: '/admin/list-product',
      about:
        'Administrators add a product here (Add Product on the product list leads here): the empty Add/List Product form with Discard and Save, inside the admin frame with Products current. The Category and Brand drop-downs end in Add Category and Add Brand entries that open their modals. The stories show it on a desktop and a tablet, and the Add Category modal opened from the Category drop-down.',
    }),
  },
} satisfies Meta<typeof ListProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopTall,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('heading', { level: 2, name: 'Add/List Product' }));
  },
};

export const Tablet: Story = { globals: tabletTall };

export const AddCategoryOpens: Story = {
  globals: desktopTall,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await expectVisible(within(dialog).getByLabelText('Category Name'));
  },
};
