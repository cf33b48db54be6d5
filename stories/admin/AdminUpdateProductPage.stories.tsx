import { ProductForm } from '@idl/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  AdminProductsFrame,
  desktopTall,
  sampleBrands,
  sampleCategories,
  sampleProducts,
  tabletTall,
  tallViewportParameters,
  valuesOf,
} from './adminProductPages';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const product = sampleProducts[3]!;
const initialValues = valuesOf(product);

/** /admin/update-product/{productId}: the product form filled in, with Discard and Update. */
function UpdateProductPage() {
  return (
    <AdminProductsFrame header={{ title: 'Products', subTitle: String(product.productId) }}>
      <ProductForm
        mode="update"
        headingLevel={2}
        initialValues={initialValues}
        categories={sampleCategories}
        brands={sampleBrands}
        onSubmit={fn()}
        onDiscard={fn()}
        onFilesAdded={fn()}
        onAddCategory={fn()}
        onAddBrand={fn()}
      />
    </AdminProductsFrame>
  );
}

const meta = {
  title: 'Pages/Admin/Update Product',
  component: UpdateProductPage,
  parameters: {
    layout: 'fullscreen',
    ...tallViewportParameters,
    ...pageDocs({
      address: '/admin/update-product/:productId',
      about:
        'Administrators edit a product here, reached with Edit on its admin page: the product form filled with its values, titled Update Product, with Discard and Update. The header shows ‘Products’ over the product’s number. The stories show it on a desktop and on a tablet.',
    }),
  },
} satisfies Meta<typeof UpdateProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopTall,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Update Product' })).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue(product.name);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

export const Tablet: Story = { globals: tabletTall };
