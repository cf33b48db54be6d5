import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactDetails, socialLinks } from '../marketing.fixtures';
import { ContactDetails } from './ContactDetails';

const meta = {
  title: 'Marketing/ContactDetails',
  component: ContactDetails,
  args: { ...contactDetails, socialLinks },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: contactDetails.phone })).toHaveAttribute(
      'href',
      'tel:+13055550142',
    );
    await expect(canvas.getByRole('link', { name: contactDetails.email })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.email}`,
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const LongText: Story = {
  args: {
    email: 'customer.service.department.for.dentist.offices@interdentallab-miami-florida.com',
    address: '1200 Brickell Avenue, Suite 1950, Brickell Financial District, Miami, FL 33131-3205',
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
