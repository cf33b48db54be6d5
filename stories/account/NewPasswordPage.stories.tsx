import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewPasswordScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';
import { fixtureData } from '../../packages/design-system/src/components/storybook/controls';

const meta = {
  title: 'Pages/New Password',
  component: NewPasswordScreen,
  argTypes: { ...fixtureData('defaultValues') },
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/new-password',
      about:
        'The page the password-reset e-mail links to (its link carries a token): the customer types a new password twice, and Reset Password ends in a ‘Password Reset’ message; a missing, invalid or expired link is told so instead. A card without header or footer. The stories show the form on a phone and on a desktop.',
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof NewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set new Password' })).toBeVisible();
  },
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set new Password' })).toBeVisible();
  },
};
