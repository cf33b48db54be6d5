import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransferDetails, transferDetailsHeadingLevels } from './TransferDetails';
import { transferMethods, zelle } from './TransferDetails.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Orders/TransferDetails',
  component: TransferDetails,
  parameters: {
    ...docsPage({
      usage: {
        use: 'Where and how to pay by manual transfer: the exact amount, what to quote, and each of the shop’s accounts (payee, where to send, instructions). CartPanel shows it at Checkout and on Completion, OrderDetail on a Pending order paid by transfer, and the warranty enrollment summary with dues to pay.',
        do: [
          'Pass the exact amount the server computed (`amount`, in dollars): the buyer is asked to send exactly that.',
          'Pass `reference` once the order exists (Order #1031); before that the text asks for the order number they get on confirming.',
          'Set `headingLevel` to fit the page outline (Checkout in the cart uses 5, the warranty summary 4).',
        ],
        dont: [
          'Don’t show it for a card payment: the buyer pays on Stripe’s page, and Checkout and OrderDetail leave it out.',
          'Don’t write the shop’s accounts into a page: pass the methods the server sends (set in the admin’s settings).',
        ],
        content: [
          'The heading is always Pay by transfer; money has cents: Send exactly $458.85.',
          'Payee and Send to label each account; method names, accounts and instructions are shown as sent. With none set it says We will e-mail you where to send …',
          'The closing note is one sentence: Your order is confirmed once we have received the payment. Pass `confirmation` where something else follows.',
        ],
      },
    }),
  },
  args: { methods: transferMethods, amount: 458.85, reference: 'Order #1031' },
  argTypes: {
    ...fixtureData('methods'),
    headingLevel: { control: 'select', options: transferDetailsHeadingLevels },
  },
} satisfies Meta<typeof TransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Pay by transfer' });
    await expect(section).toHaveTextContent(
      'Send exactly $458.85 to one of these accounts and quote Order #1031',
    );
    const [first] = within(section).getAllByRole('listitem');
    await expect(first).toHaveTextContent('ZellePayeeInterdental Lab LLCSend topayments@interdentallab.com');
    await expect(first).toHaveTextContent('Write the order number in the memo.');
  },
};

export const OneMethod: Story = { args: { methods: [zelle] } };

export const BeforeTheOrderExists: Story = {
  args: { reference: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent(
      'quote the order number you get when you confirm with the transfer',
    );
  },
};

export const NoMethodsSet: Story = {
  args: { methods: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('We will e-mail you where to send $458.85.');
  },
};

export const LongText: Story = {
  args: {
    methods: [
      {
        name: 'International wire transfer (SWIFT)',
        payeeName: 'Interdental Laboratory Services of South Florida, Limited Liability Company',
        account:
          'Bank of the Americas International, SWIFT BOFAUS3NXXX, IBAN US12BOFA0000000000123456789012345, 1200 Brickell Avenue, Miami, FL 33131',
        instructions:
          'Please add the order number to the payment reference and cover the sending bank’s fees; our bank charges nothing for incoming wires.',
      },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
