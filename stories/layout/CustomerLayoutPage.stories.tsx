import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerHeader, Footer, type HeaderBrand, type HeaderCategory } from '@idl/design-system';
import { expect } from 'storybook/test';

const categories: HeaderCategory[] = [
  { categoryId: 1, name: 'Interdental Brushes' },
  { categoryId: 2, name: 'Dental Floss' },
];
const brands: HeaderBrand[] = [
  { id: 1, name: 'Interdental Pro' },
  { id: 2, name: 'SmileCare' },
];

/** The frame every customer page shares (shop, product, wishlist, orders): header, content, footer. */
function CustomerLayoutPage() {
  return (
    <>
      <CustomerHeader
        user={{ email: 'jane.doe@example.com' }}
        categories={categories}
        brands={brands}
        searchResults={[]}
        cartCount={2}
        wishlistCount={1}
        timeZone="UTC"
        notifications={[
          {
            id: 1,
            title: 'Order Shipped',
            message: 'Order #1042 is on its way.',
            read: false,
            createdAt: '2026-03-14T10:00:00Z',
          },
        ]}
      />
      <main style={{ minHeight: 240, padding: 24 }}>
        <h1>Page content</h1>
      </main>
      <Footer year={2026} />
    </>
  );
}

const meta = {
  title: 'Pages/Customer layout',
  component: CustomerLayoutPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Interdental Lab');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Jane.doe' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Shop sections' })).toBeVisible();
  },
};
