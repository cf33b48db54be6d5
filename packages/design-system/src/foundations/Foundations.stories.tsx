import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../theme/tokens';
import {
  BorderWidthScale,
  ColourTokens,
  FocusRing,
  RadiusScale,
  ShadowScale,
  SpaceScale,
  TypeScale,
} from './Foundations';

/**
 * The tables the Foundations pages show, drawn from `theme/tokens.ts`: change a token and its page
 * (and this story's baseline) changes with it.
 */
const meta = {
  title: 'Foundations/Token tables',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvas }) => {
    // One row per token, each with its contrast against the page.
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(tokens.color).length + 1);
    await expect(canvas.getByRole('rowheader', { name: /color\.text\s*#1b2430/ })).toBeVisible();
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <SpaceScale /> };

export const Radius: Story = { render: () => <RadiusScale /> };

export const BorderWidth: Story = { render: () => <BorderWidthScale /> };

export const Shadow: Story = { render: () => <ShadowScale /> };

export const Focus: Story = { render: () => <FocusRing /> };
