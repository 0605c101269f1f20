import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverEarlyInput } from './earlyInput';

// Options chosen early are covered in a real browser (e2e/rendering.e2e.ts): happy-dom's selects
// do not keep a choice made before hydration.
function Form({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <div>
      <input aria-label="Words" value={text} onChange={(event) => setText(event.target.value)} />
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
  window.__early = { ready: false, click: null, submit: null };
  return container;
}

const field = <T extends Element>(container: Element, selector: string) =>
  container.querySelector(selector) as T;

describe('early input on a server-rendered page', () => {
  it('reaches the app once it has hydrated: the text typed, then the press', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    // Before hydration the page is plain HTML: the visitor types and presses Send.
    field<HTMLInputElement>(container, 'input').value = 'loft insulation';
    const send = field<HTMLButtonElement>(container, 'button');
    (window.__early as NonNullable<typeof window.__early>).click = send;

    await act(async () => {
      root = hydrateRoot(container, <Form onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    act(() => takeOverEarlyInput(container));

    expect(onSend).toHaveBeenCalledExactlyOnceWith('loft insulation');
    expect(window.__early?.ready).toBe(true);
    expect(window.__early?.click).toBeNull();
  });

  it('happens once, and does nothing on a page the browser rendered itself', async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    (window.__early as NonNullable<typeof window.__early>).click = field(container, 'button');
    await act(async () => {
      root = hydrateRoot(container, <Form onSend={onSend} />);
    });
    act(() => takeOverEarlyInput(container));
    act(() => takeOverEarlyInput(container));
    expect(onSend).toHaveBeenCalledOnce();

    delete window.__early;
    expect(() => takeOverEarlyInput(container)).not.toThrow();
  });
});
