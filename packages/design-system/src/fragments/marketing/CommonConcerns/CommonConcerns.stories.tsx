import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { warrantyCases } from '../marketing.fixtures';
import { CommonConcerns } from './CommonConcerns';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/CommonConcerns',
  component: CommonConcerns,
  argTypes: { ...fixtureData('cases') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The patient page’s Common concerns: the cases the warranty covers (chipped, loose or displaced crown, allergic reaction), each with a short explanation and what the patient gets as a badge.',
        do: [
          'Pass `cases` from the contract’s warranty cases, the same list the claim form offers.',
          'Keep the data’s case ids: the explanation under each title is looked up by id, and an unknown id shows none.',
        ],
        dont: [
          'Don’t use it to file a claim: that is ClaimRequestForm, further down the patient page.',
          'Don’t add cases the warranty does not cover: the list is the contract’s, and claims are checked against it.',
        ],
        content: [
          'Case names and remedies are the data’s: Chipped crown, Free remake or replacement, Reviewed by the lab.',
          'A free remedy starts with Free: that is what shows its badge as a success; any other shows as information.',
          'The lead says who decides: chipped and loose crowns are remade or replaced free; other cases are reviewed by the lab with your dentist.',
        ],
      },
    }),
  },
  args: { cases: warrantyCases },
} satisfies Meta<typeof CommonConcerns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chipped crown' })).toBeVisible();
    await expect(canvas.getAllByText('Free remake or replacement')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    cases: [
      {
        id: 'custom',
        label: 'A fractured implant-supported bridge after an accident during sports',
        remedy: 'Reviewed by the lab together with your dentist and the warranty partner',
      },
      ...warrantyCases.slice(1),
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
