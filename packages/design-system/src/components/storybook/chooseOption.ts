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
 * When each dialog of the page first got the focus. react-aria's useDialog focuses a dialog that
 * opens and, 500 ms later, focuses it again if the focus is then on the dialog or on the page body
 * (a workaround for VoiceOver on iOS). A list that closes at that moment leaves the focus on the
 * body for the frame before it gives it back to its button, so the dialog takes it instead: a
 * play function that picks an option within half a second of the dialog opening (a busy CI
 * machine) then finds the focus on the dialog. Listening from the moment a stories file is
 * imported, before its story renders, catches the dialog's first focus.
 */
const dialogFirstFocused = new WeakMap<Element, number>();
document.addEventListener(
  'focusin',
  (event) => {
    const target = event.target;
    if (
      target instanceof Element &&
      target.getAttribute('role') === 'dialog' &&
      !dialogFirstFocused.has(target)
    )
      dialogFirstFocused.set(target, performance.now());
  },
  true,
);

/**
 * Resolves once react-aria's second focus of the dialog around `element` has run (or could never
 * come: no dialog, or one that never had the focus). Timers run in the order they fall due, so a
 * timer that falls due after react-aria's runs after it; 100 ms more covers the code react-aria
 * runs between focusing the dialog and setting its timer.
 */
export async function dialogFocusSettled(element: Element): Promise<void> {
  const dialog = element.closest('[role="dialog"]');
  const focusedAt = dialog ? dialogFirstFocused.get(dialog) : undefined;
  if (focusedAt === undefined) return;
  const left = focusedAt + 600 - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Opens a select's list with its button, picks an option, and waits until the list has closed
 * and given focus back to the button, as a person does before the next step. react-aria gives
 * focus back a frame after the list goes: a play function that clicked on at once (a busy CI
 * machine) opened the next list while the first still held focus, and that list gave focus back
 * to the first button when it closed, so the story's picture showed the focus ring on the wrong
 * field. In a dialog it first waits until react-aria has focused the dialog a second time (see
 * dialogFocusSettled). When the focus does not come back, the failure says where it went and how it
 * got there: a loaded run's "The focus is on <section role="dialog">", the list gone, led to that
 * second focus (a list closed around 500 ms after its dialog opened lost the focus to the dialog in
 * 3 of 35 tries, and in none once this waited).
 */
export async function chooseOption(button: HTMLElement, option: string | RegExp) {
  await dialogFocusSettled(button);
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
