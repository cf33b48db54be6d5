import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomerPageFrame } from './CustomerPageFrame';
import { desktop, phone } from './pageFrames.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The frame every customer page shares (shop, product, wishlist, orders): header, content, footer. */
function CustomerLayoutPage() {
  return (
    <CustomerPageFrame>
      <h1>Page content</h1>
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Customer layout',
  component: CustomerLayoutPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/shop, /brands, /categories, /product/:productId, /wishlist, /orders, /order-info',
      about:
        'Not a page of its own: the frame every shop page shares, with the customer header (categories, search, cart, wishlist, notifications and the account menu), the page’s content and the footer. The stories show it for a signed-in customer on a desktop and on a phone, where the shop links, the account menu and the footer columns sit behind menu buttons.',
    }),
  },
} satisfies Meta<typeof CustomerLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the shop links, the account menu and the footer columns sit behind menu buttons. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Shop sections' })).not.toBeInTheDocument();
    await expectVisible(canvas.getByRole('button', { name: 'Footer Menu' }));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Interdental Lab');
  },
};

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Jane.doe' }));
    await expectVisible(canvas.getByRole('navigation', { name: 'Shop sections' }));
    await expectVisible(canvas.getByRole('region', { name: 'Company' }));
  },
};
