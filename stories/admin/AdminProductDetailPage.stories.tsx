import { AdminProductDetail, ProductQuantitiesModal } from '@idl/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import {
  AdminProductsFrame,
  desktopTall,
  sampleFeedback,
  sampleProducts,
  tabletTall,
  tallViewportParameters,
} from './adminProductPages';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const product = sampleProducts[0]!;

/** /admin/products/{productId}: the product with Delete, Edit and Add Stock. */
function ProductDetailPage() {
  const [stockOpen, setStockOpen] = useState(false);
  return (
    <AdminProductsFrame header={{ title: 'Products', subTitle: String(product.productId) }}>
      <AdminProductDetail
        headingLevel={2}
        product={product}
        soldCount={200}
        feedback={sampleFeedback}
        hasMoreFeedback
        onLoadMoreFeedback={fn()}
        onDelete={fn()}
        onEdit={fn()}
        onAddStock={() => setStockOpen(true)}
      />
      <ProductQuantitiesModal
        isOpen={stockOpen}
        onOpenChange={setStockOpen}
        products={[product]}
        onSubmit={() => setStockOpen(false)}
      />
    </AdminProductsFrame>
  );
}

const meta = {
  title: 'Pages/Admin/Product Detail',
  component: ProductDetailPage,
  parameters: {
    layout: 'fullscreen',
    ...tallViewportParameters,
    ...pageDocs({
      address: '/admin/products/:productId',
      about:
        'Administrators check one product here, opened from the product list: its images, price, rating, description, stock, category, sold count and customer feedback, with Delete, Edit (to the update form) and Add Stock, which opens the Update Product Quantities modal. The header shows ‘Products’ over the product’s number. The stories show it on a desktop and on a tablet.',
    }),
  },
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopTall,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('#101');
    await expectVisible(canvas.getByRole('heading', { level: 2, name: product.name }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Stock' }));
    await expectVisible(await screen.findByText('1 Variant selected'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  },
};

export const Tablet: Story = { globals: tabletTall };
