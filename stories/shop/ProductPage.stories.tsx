import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { CustomerFeedback, ProductDetail, RelatedProducts } from '@idl/design-system';
import {
  sampleProductWithOptions,
  sampleProducts,
  sampleReviews,
} from '../../packages/design-system/src/fragments/shop/shop.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The /product/{id} screen with sample data; carousels do not autoplay so pixels stay put. */
function ProductPage() {
  const [wished, setWished] = useState(false);
  const [adding, setAdding] = useState(false);
  return (
    <CustomerPageFrame>
      <ProductDetail
        product={sampleProductWithOptions}
        isWishlisted={wished}
        onWishlistChange={setWished}
        onAddToCart={() => setAdding(true)}
        addingToCart={adding}
        onBuyNow={() => {}}
        imageAutoplayMs={0}
      />
      <CustomerFeedback rating={4.7} reviewCount={12} reviews={sampleReviews} hasMore onLoadMore={() => {}} />
      <RelatedProducts products={sampleProducts.slice(1, 7)} autoplayMs={0} />
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/product/:productId',
      about:
        'Shoppers see one product here, opened from the shop, a search or the wishlist: its images, price, description, size or colour choice, quantity, Buy Now, Add to Cart and the wishlist heart, then Customer Feedback and Related Products. The stories show a product sold in sizes on a desktop and on a phone, with the image carousels standing still.',
    }),
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: sampleProductWithOptions.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Customer Feedback' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Related Products' })).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
