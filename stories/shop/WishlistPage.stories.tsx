import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { WishlistList } from '@idl/design-system';
import { sampleWishlist } from '../../packages/design-system/src/fragments/shop/WishlistList/WishlistList.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The /wishlist screen with sample data; the heart really removes an item. */
function WishlistPage() {
  const [items, setItems] = useState(sampleWishlist);
  return (
    <CustomerPageFrame>
      <WishlistList
        items={items}
        onAddToCart={() => {}}
        onRemove={(item) => setItems((all) => all.filter((i) => i.id !== item.id))}
      />
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Wishlist',
  component: WishlistPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/wishlist',
      about:
        'Signed-in customers keep the products they saved here, each card with Add to Cart and a heart that removes it. The stories show sample items on a desktop and on a phone, and the list after an item is removed.',
    }),
  },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const DesktopAfterRemoval: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const name = sampleWishlist[0]!.productName;
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${name} from wishlist` }));
    await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: phone };
