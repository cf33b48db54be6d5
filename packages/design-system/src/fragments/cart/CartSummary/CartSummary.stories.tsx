import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartSummary } from './CartSummary';
import { cartItemLongText, cartItems, cartTotal } from '../CartPanel/CartPanel.fixtures';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  argTypes: { ...fixtureData('items') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The cart’s lines and total in the page itself, for a browser that runs no script: the shop at `/shop?cart=open` puts it in a `<noscript>`, where the cart panel (an overlay, opened by script) cannot show.',
        do: [
          'Pass the cart as the cart panel gets it (`items`, `totalAmount` from the server): the same lines and total read the same in both.',
          'Put it in a `<noscript>`: a browser with scripts opens the cart panel instead and never shows it.',
        ],
        dont: [
          'Don’t use it where the buyer can run scripts: open the cart panel, which also changes quantities and checks out.',
          'Don’t work out the total from the lines: pass the one the server computed.',
        ],
        content: [
          'Each line reads name (option) × quantity, then what the line costs: Interdental Brushes 0.6 mm (Blue) × 2, $25.00.',
          'Shipping says Free; an empty cart says No Products added to Cart, as the panel does.',
        ],
      },
    }),
  },
  args: { items: cartItems, totalAmount: cartTotal },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Shopping Cart' });
    await expectVisible(canvas.getByText('Interdental Brushes 0.6 mm (Blue) × 2'));
    // The line's price is its unit price times its quantity.
    const brushes = canvas.getByText('Interdental Brushes 0.6 mm (Blue) × 2').parentElement as HTMLElement;
    await expect(brushes).toHaveTextContent('$25.00');
    await expect(canvas.getByText('Floss Picks, Mint × 1').parentElement).toHaveTextContent('$6.99');
    const total = canvas.getByText('Total', { selector: 'dt' }).parentElement as HTMLElement;
    await expect(total).toHaveTextContent('$428.83');
    // Nothing to press: a browser without scripts could not act on it.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(cart).not.toHaveTextContent('No Products added to Cart');
  },
};

export const Empty: Story = {
  args: { items: [], totalAmount: 0 },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No Products added to Cart'));
    await expect(canvas.queryByText('Total')).not.toBeInTheDocument();
  },
};

/** A long product name and option wrap beside the price; the price stays whole. */
export const LongText: Story = {
  args: {
    items: [cartItemLongText, ...cartItems],
    totalAmount: cartTotal + cartItemLongText.price * cartItemLongText.quantity,
  },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText(new RegExp(`^${cartItemLongText.productName}`)));
  },
};
