import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandList } from '@idl/design-system';
import { sampleBrands } from '../../packages/design-system/src/fragments/shop/shop.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The /brands screen: every brand, each linking to the shop filtered by it. */
function BrandsPage() {
  return (
    <CustomerPageFrame>
      <BrandList brands={sampleBrands} />
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Brands',
  component: BrandsPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/brands',
      about:
        'Shoppers browse every brand here, each linking to the shop filtered by that brand. The stories show the sample brands inside the shop’s header and footer, on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
