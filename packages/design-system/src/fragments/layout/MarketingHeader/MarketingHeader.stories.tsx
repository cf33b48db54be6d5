import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarketingHeader } from './MarketingHeader';

const meta = {
  title: 'Layout/MarketingHeader',
  component: MarketingHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['Home', 'Shop', 'Patient', 'Doctor', 'About Us', 'Contact Us']);
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signup');
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/patient' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Patient' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Patient' })).not.toBeInTheDocument();
  },
};

export const PhoneMenuOpen: Story = {
  args: { currentPath: '/doctor' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'Doctor' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Register Now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
  },
};
