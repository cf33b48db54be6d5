import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransferDetails, transferDetailsHeadingLevels } from './TransferDetails';
import { transferMethods, zelle } from './TransferDetails.fixtures';

const meta = {
  title: 'Orders/TransferDetails',
  component: TransferDetails,
  args: { methods: transferMethods, amount: 458.85, reference: 'Order #1031' },
  argTypes: { headingLevel: { control: 'select', options: transferDetailsHeadingLevels } },
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
