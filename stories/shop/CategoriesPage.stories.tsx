import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryList } from '@idl/design-system';
import { sampleCategories } from '../../packages/design-system/src/fragments/shop/shop.fixtures';
import { CustomerPageFrame } from '../layout/CustomerPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The /categories screen: the category tree, each entry linking to the shop filtered by it. */
function CategoriesPage() {
  return (
    <CustomerPageFrame>
      <CategoryList categories={sampleCategories} />
    </CustomerPageFrame>
  );
}

const meta = {
  title: 'Pages/Categories',
  component: CategoriesPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/categories',
      about:
        'Shoppers browse the category tree here, each category linking to the shop filtered by it. The stories show the sample categories and sub-categories inside the shop’s header and footer, on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
