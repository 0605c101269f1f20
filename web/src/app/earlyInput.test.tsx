import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyPresses, takeOverEarlyFields } from './earlyInput';

// Options chosen early are covered in a real browser (e2e/rendering.e2e.ts): happy-dom's selects
// do not keep a choice made before hydration.
function Form({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <div>
      <input aria-label="Words" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => onSend('marked')}>
        Mark
      </button>
      <button type="button" onClick={() => onSend(text)}>
        Send
      </button>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.__early;
});

/** The server's HTML in the page, with the wake script's record of what was pressed. */
function serverPage(onSend: (text: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  window.__early = { ready: false, woke: true, held: [], wake: () => undefined };
  return container;
}

const field = <T extends Element>(container: Element, selector: string) =>
  container.querySelector(selector) as T;

/** Radios in a form the browser can send alone, as the footer's newsletter form. */
function Choices({ onChoose }: { onChoose: (choice: string) => void }) {
  const [kind, setKind] = useState('');
  return (
    <form action="/newsletter">
      {['homeowner', 'tradesperson'].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          value={value}
          aria-label={value}
          checked={kind === value}
          onChange={() => {
            setKind(value);
            onChoose(value);
          }}
        />
      ))}
    </form>
  );
}

describe('early input on a server-rendered page', () => {
  it('reaches the app once it has hydrated: the text typed, then each press in order', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    // Before hydration the page is plain HTML: the visitor types, presses Mark, then Send.
    field<HTMLInputElement>(container, 'input').value = 'loft insulation';
    const [mark, send] = container.querySelectorAll('button');
    window.__early?.held.push(mark as HTMLButtonElement, send as HTMLButtonElement);

    await act(async () => {
      root = hydrateRoot(container, <Form onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    act(() => takeOverEarlyFields(container));
    expect(onSend).not.toHaveBeenCalled();
    await act(replayEarlyPresses);

    expect(onSend.mock.calls).toEqual([['marked'], ['loft insulation']]);
    expect(window.__early?.ready).toBe(true);
    expect(window.__early?.held).toEqual([]);
  });

  it('happens once, and does nothing on a page the browser rendered itself', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    window.__early?.held.push(field(container, 'button:last-of-type'));
    await act(async () => {
      root = hydrateRoot(container, <Form onSend={onSend} />);
    });
    await act(replayEarlyPresses);
    await act(replayEarlyPresses);
    expect(onSend).toHaveBeenCalledOnce();

    delete window.__early;
    takeOverEarlyFields(container);
    await replayEarlyPresses();
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('hands over a radio the browser chose itself, as a change', async () => {
    // In a form the browser sends alone, a press on a label is not held: it chooses at once.
    const onChoose = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choices onChoose={onChoose} />);
    document.body.append(container);
    window.__early = { ready: false, woke: true, held: [], wake: () => undefined };
    field<HTMLInputElement>(container, '[value="tradesperson"]').checked = true;

    await act(async () => {
      root = hydrateRoot(container, <Choices onChoose={onChoose} />);
    });
    expect(onChoose).not.toHaveBeenCalled();
    act(() => takeOverEarlyFields(container));

    expect(onChoose.mock.calls).toEqual([['tradesperson']]);
    expect(field<HTMLInputElement>(container, '[value="tradesperson"]').checked).toBe(true);
    expect(field<HTMLInputElement>(container, '[value="homeowner"]').checked).toBe(false);
  });
});
