import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandList } from '@idl/design-system';
import { sampleBrands } from '../../packages/design-system/src/fragments/shop/shop.fixtures';
import { ShopPageFrame, desktop, phone } from './ShopPageFrame';

/** The /brands screen: every brand, each linking to the shop filtered by it. */
function BrandsPage() {
  return (
    <ShopPageFrame>
      <BrandList brands={sampleBrands} />
    </ShopPageFrame>
  );
}

const meta = {
  title: 'Pages/Brands',
  component: BrandsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
