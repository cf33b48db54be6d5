import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Opens a select's list with its button, picks an option, and waits until the list has closed
 * and given focus back to the button, as a person does before the next step. react-aria gives
 * focus back a frame after the list goes: a play function that clicked on at once (a busy CI
 * machine) opened the next list while the first still held focus, and that list gave focus back
 * to the first button when it closed, so the story's picture showed the focus ring on the wrong
 * field.
 */
export async function chooseOption(button: HTMLElement, option: string | RegExp) {
  await userEvent.click(button);
  const choice = await screen.findByRole('option', { name: option });
  const list = choice.closest('[role="listbox"]');
  await userEvent.click(choice);
  await waitFor(
    async () => {
      await expect(list?.isConnected).toBe(false);
      await expect(button).toHaveFocus();
    },
    { timeout: 10_000 },
  );
}
