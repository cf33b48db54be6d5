import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InlineOverlays } from '../storybook/InlineOverlays';
import { Combobox, type ComboboxOption } from './Combobox';
import { expectVisible } from '../storybook/expectVisible';
import { docsPage } from '../storybook/usage';
import { fixtureData, textProps } from '../storybook/controls';

/** Tiny three-stripe flags as data URLs so stories need no network and stay pixel-stable. */
function flag(a: string, b: string, c: string, vertical = false) {
  const stripe = (fill: string, i: number) =>
    vertical
      ? `<rect x='${i * 10}' width='10' height='20' fill='${fill}'/>`
      : `<rect y='${(i * 20) / 3}' width='30' height='${20 / 3}' fill='${fill}'/>`;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20'>${[a, b, c].map(stripe).join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const countries: ComboboxOption[] = [
  { id: 'AT', label: 'Austria', imageSrc: flag('#c8102e', '#ffffff', '#c8102e') },
  { id: 'BE', label: 'Belgium', imageSrc: flag('#000000', '#fdda24', '#ef3340', true) },
  { id: 'CO', label: 'Colombia', imageSrc: flag('#fcd116', '#003893', '#ce1126') },
  { id: 'DE', label: 'Germany', imageSrc: flag('#000000', '#dd0000', '#ffce00') },
  { id: 'FR', label: 'France', imageSrc: flag('#002654', '#ffffff', '#ce1126', true) },
  { id: 'IE', label: 'Ireland', imageSrc: flag('#169b62', '#ffffff', '#ff883e', true) },
  { id: 'IT', label: 'Italy', imageSrc: flag('#009246', '#ffffff', '#ce2b37', true) },
  { id: 'NL', label: 'Netherlands', imageSrc: flag('#ae1c28', '#ffffff', '#21468b') },
  { id: 'NG', label: 'Nigeria', imageSrc: flag('#008751', '#ffffff', '#008751', true) },
  { id: 'RU', label: 'Russia', imageSrc: flag('#ffffff', '#0039a6', '#d52b1e') },
];

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  argTypes: { ...fixtureData('options'), ...textProps('description', 'label', 'selectedKey') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A searchable drop-down built on react-aria’s ComboBox: type to filter (case-insensitive, anywhere in the label), arrows to move, Enter to choose. The checkout’s Country field uses it, with flags.',
        do: [
          'Use it when the list is long enough that people would rather type, like the countries.',
          'Give options an `imageSrc` only when a picture helps to recognise them (a country’s flag); it is decorative.',
          'Keep the open list at `maxListHeight` 250 px (the default, and the specification’s height for countries); it scrolls beyond that.',
          'Set `emptyText` to say what found nothing (the checkout’s No country matches); the default is No matches.',
        ],
        dont: [
          'Don’t use it for a short list with nothing to search: use Select.',
          'Don’t use it as a free-text search box: it keeps only one of its options (`onSelectionChange` gets an id or null). The header’s product search is its own.',
        ],
        content: [
          'The label names what is chosen, in Title Case (Country); the placeholder says to search (Search country).',
          'An error says what to choose, in the second person: Choose your country.',
          'Option labels are the names people know, sorted by name, as the specification asks for countries.',
        ],
      },
    }),
  },
  args: { label: 'Country', placeholder: 'Search country', options: countries, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <InlineOverlays minHeight={360}>
        <div style={{ maxWidth: 320 }}>{Story()}</div>
      </InlineOverlays>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filtering: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'lan');
    const list = await screen.findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names).toEqual(['Ireland', 'Netherlands']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('IE');
    await expect(input).toHaveValue('Ireland');
  },
};

export const Open: Story = {
  args: { maxListHeight: 250 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    await expectVisible(await screen.findByRole('listbox'));
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'xyz');
    await expectVisible(await screen.findByText('No matches'));
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'FR' } };

export const Error: Story = { args: { errorMessage: 'Choose your country' } };
