import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { expectVisible } from '../../../components/storybook/expectVisible';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // A fixed year keeps the screenshot the same every year.
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const column of ['Company', 'Support', 'Follow Us']) {
      await expectVisible(canvas.getByRole('heading', { name: column }));
    }
    await expectVisible(canvas.getByText('© 2026 Interdental Lab. All rights reserved.'));
    const social = canvas.getByRole('region', { name: 'Follow Us' });
    await expect(within(social).getAllByRole('link')).toHaveLength(4);
  },
};

/** On a phone the columns hide behind the 'Footer menu' button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Company' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Footer menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Footer menu' }));
    await expect(canvas.getByRole('button', { name: 'Hide footer menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const column of ['Company', 'Support', 'Follow Us']) {
      await expectVisible(canvas.getByRole('heading', { name: column }));
    }
  },
};
