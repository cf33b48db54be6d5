import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';
import { fixtureData } from '../../packages/design-system/src/components/storybook/controls';

const meta = {
  title: 'Pages/Login',
  component: LoginScreen,
  argTypes: { ...fixtureData('defaultValues') },
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/login',
      about:
        'Customers and administrators log in here with their e-mail and password: an administrator then goes to the admin dashboard, a patient to the home page (or back to the page that sent them here). A card without header or footer, with Forgot Password ?, the Google and Facebook buttons (not available yet) and a Sign up link. The stories show it on a phone and on a desktop.',
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};
