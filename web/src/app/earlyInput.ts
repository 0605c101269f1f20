// What a visitor did on a server-rendered page before the app had taken it over. The page's wake
// script (worker/lib/wake-script.ts) held back the presses and forms sent, in order, in
// `window.__early`; text typed and options chosen are in the page itself. Handing both to React
// once it has hydrated means nothing done in that second is lost.

interface EarlyInput {
  ready: boolean;
  /** The app has been asked for: it is on its way, or here once `ready`. */
  woke: boolean;
  /** Elements pressed (buttons, labels, boxes) and forms sent, oldest first. */
  held: (HTMLElement | HTMLFormElement)[];
  /** The chat button whose press loaded the chat island (web/src/islands/chat.ts), if any. */
  chat?: HTMLElement;
  /** Asks for the app now (the e2e journeys' way to wake a page's app at will). */
  wake: () => void;
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/** Tells React about a value the visitor typed before hydration, as if typed now. */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  // Hydration left the typed text on screen and `defaultValue` at what React rendered.
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  // Through the element's own setter, React records the rendered value as the last one it saw;
  // the prototype's setter then puts the typed text back without telling it, so the input event
  // reads as a change.
  field.value = field.defaultValue;
  valueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Tells React about an option chosen before hydration. */
function replayChoice(select: HTMLSelectElement) {
  // The `selected` attribute (defaultSelected) marks the option React rendered as chosen.
  const rendered =
    [...select.options].find((option) => option.hasAttribute('selected')) ?? select.options[0];
  if (rendered && !rendered.selected) select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Tells React about a radio chosen or a box ticked before hydration. In a form the browser sends
 * alone (one with an `action`: the newsletter's radios, the directory cards' boxes), a press on
 * one or its label is not held for the app but changes it itself.
 */
function replayBox(box: HTMLInputElement) {
  // `defaultChecked` is the `checked` attribute: what React rendered. A radio is left only by
  // choosing another.
  if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) return;
  // Through the element's own property React records the rendered state; the click then makes
  // the visitor's change again, which React reads as a change.
  box.checked = box.defaultChecked;
  box.click();
}

const untypedInputs = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'image', 'reset']);

/**
 * Tells React what was typed and chosen on a server-rendered page before it hydrated. Call at
 * once on hydrating: any later render of a field would put React's value back over the visitor's.
 */
export function takeOverEarlyFields(root: ParentNode) {
  if (!window.__early || window.__early.ready) return;
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) replayChoice(field);
    else if (field instanceof HTMLTextAreaElement) replayTyping(field);
    else if (field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type)) {
      // Chosen by the browser in a form with an action; a press on any other was held back.
      replayBox(field);
    }
    // Buttons were pressed, not typed into: those presses were held back.
    else if (field instanceof HTMLInputElement && !untypedInputs.has(field.type)) {
      replayTyping(field);
    }
  }
}

/** After the next frame: what one press set off (a state change, a component's own effects) has settled. */
const afterNextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Replays the presses and forms sent before the app took the page over, in order, and lets later
 * ones through. Each a frame after the last, as a visitor's presses come: what one press changed
 * (a radio chosen) is in place before the next (the form sent) reads it.
 */
export async function replayEarlyPresses() {
  const early = window.__early;
  if (!early || early.ready) return;
  early.ready = true;
  for (const element of early.held.splice(0)) {
    element.style.removeProperty('cursor');
    await afterNextFrame();
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else element.click();
  }
}
