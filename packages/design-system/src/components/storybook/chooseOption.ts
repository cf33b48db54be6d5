import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** An element in a failure message: its tag, id, role and name or text. */
function describeElement(el: Element | null): string {
  if (!el) return 'nothing';
  if (el === el.ownerDocument.body) return 'the page body (focus was lost)';
  const role = el.getAttribute('role');
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}${role ? ` role="${role}"` : ''}> "${name}"`;
}

/**
 * Opens a select's list with its button, picks an option, and waits until the list has closed
 * and given focus back to the button, as a person does before the next step. react-aria gives
 * focus back a frame after the list goes: a play function that clicked on at once (a busy CI
 * machine) opened the next list while the first still held focus, and that list gave focus back
 * to the first button when it closed, so the story's picture showed the focus ring on the wrong
 * field. When the focus does not come back, the failure says where it went and how it got there
 * (a CI run once failed here with only "expected element with focus").
 */
export async function chooseOption(button: HTMLElement, option: string | RegExp) {
  await userEvent.click(button);
  const choice = await screen.findByRole('option', { name: option });
  const list = choice.closest('[role="listbox"]');
  const start = performance.now();
  const moves: string[] = [`focus on ${describeElement(document.activeElement)} before the click`];
  const noteFocus = (event: FocusEvent) =>
    moves.push(
      `+${Math.round(performance.now() - start)} ms ${event.type} ${describeElement(event.target as Element)}`,
    );
  document.addEventListener('focusin', noteFocus, true);
  document.addEventListener('focusout', noteFocus, true);
  try {
    await userEvent.click(choice);
    await waitFor(
      async () => {
        await expect(list?.isConnected).toBe(false);
        await expect(button).toHaveFocus();
      },
      { timeout: 10_000 },
    );
  } catch (error) {
    const blocked = button.closest('[inert], [aria-hidden="true"]');
    throw new Error(
      `After choosing ${String(option)}, the list ${list?.isConnected ? 'was still open' : 'had closed'}` +
        ` but the focus did not come back to ${describeElement(button)} within 10 s.\n` +
        `The focus is on ${describeElement(document.activeElement)}; the button is` +
        `${button.isConnected ? '' : ' no longer in the page and'}` +
        `${blocked ? ` inside ${describeElement(blocked)}, which is inert or hidden` : ' not inside anything inert or hidden'}.\n` +
        `Focus moves from the click on: ${moves.slice(0, 20).join('; ')}`,
      { cause: error },
    );
  } finally {
    document.removeEventListener('focusin', noteFocus, true);
    document.removeEventListener('focusout', noteFocus, true);
  }
}
