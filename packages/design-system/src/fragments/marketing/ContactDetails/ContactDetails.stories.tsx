import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactDetails, socialLinks } from '../marketing.fixtures';
import { ContactDetails } from './ContactDetails';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/ContactDetails',
  component: ContactDetails,
  argTypes: { ...fixtureData('socialLinks') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The lab’s contact block, Get in touch: the phone as a tel: link, the e-mail as a mailto: link, an optional address and the four social links. In the app it sits beside the contact form in ContactSection.',
        do: [
          'Pass the phone as people read it (+1 (305) 555-0142): the tel: link keeps only the digits and the +.',
          'Pass all four social links (`network` and `href`); they open in a new tab.',
          'Set `headingLevel` to fit the page outline: ContactSection sets 2 on the Contact page and 3 elsewhere.',
        ],
        dont: [
          'Don’t use it for a customer’s or an office’s details: it shows the lab’s own (the app passes the shop’s contact details).',
        ],
        content: [
          'The heading stays Get in touch; the terms are Phone, E-mail and Address.',
          'The networks are named by the component (Facebook, Instagram, LinkedIn, X (Twitter)): pass only their ids.',
          'Write e-mail with a hyphen, as everywhere in the shop.',
        ],
      },
    }),
  },
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
