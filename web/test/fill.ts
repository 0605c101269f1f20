import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` in a field as one paste after a click: the same input event a person's typing ends
 * with, without a form-wide render per keystroke (which made a long form's tests take 12 s each).
 * For what a field does per keystroke (a card number's spacing), type it instead.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
