// The chat island on the template the Worker puts in every server-rendered page: the app's own
// panel rendered once to static HTML, and the island drawing from that copy alone.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLauncherAttribute } from '#schema/chat-island';
import { appSystem } from '../app/system';
import { ChatPanelTemplate } from '../components/chat/ChatPanelTemplate';
import { chatIsland } from './chat';

let template = '';

beforeAll(() => {
  template = renderToString(
    <ChakraProvider value={appSystem()}>
      <ChatPanelTemplate />
    </ChakraProvider>,
  );
});

/** A server-rendered page: its header's chat button, the floating one and the template. */
function loadPage() {
  document.body.innerHTML = `<header><button type="button" data-chat-opener>Chat</button></header>
    <button type="button" data-chat-opener ${chatLauncherAttribute}>Open chat</button>${template}`;
  const host = document.createElement('div');
  document.body.append(host);
  const [header, launcher] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
  return { host, header, launcher };
}

const panel = () => within(screen.getByRole('dialog', { name: 'Retrofit Helper' }));
const box = () => panel().getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const messageTexts = () =>
  [...panel().getByRole('log').querySelectorAll('[data-chat-part="text"]')].map(
    (text) => text.textContent,
  );

beforeEach(() => {
  // Random 0.5 makes the 1-2 s typing delay 1.5 s.
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the chat island', () => {
  it('opens on the greeting and the quick questions, in place of the floating button, with the cursor in its box', () => {
    const { host, header, launcher } = loadPage();
    chatIsland(host, header);
    expect(messageTexts()).toEqual([expect.stringMatching(/^Hi! I'm the Retrofit Helper/)]);
    const quick = panel().getByRole('group', { name: 'Quick questions' });
    expect(within(quick).getAllByRole('button')).toHaveLength(4);
    expect(panel().queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(box());
    expect(launcher.hidden).toBe(true);
    expect(panel().getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
  });

  it('answers a quick question after the typing delay, its links plain links onward', () => {
    const { host } = loadPage();
    chatIsland(host, null);
    fireEvent.click(panel().getByRole('button', { name: 'Are there grants for heat pumps?' }));
    expect(messageTexts().at(-1)).toBe('Are there grants for heat pumps?');
    expect(panel().queryByRole('group', { name: 'Quick questions' })).toBeNull();
    expect(panel().getByRole('status', { name: 'Retrofit Helper is typing' })).toBeTruthy();

    vi.advanceTimersByTime(1499);
    expect(messageTexts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(messageTexts().at(-1)).toMatch(/Boiler Upgrade Scheme/);
    expect(panel().queryByRole('status')).toBeNull();
    const link = panel().getByRole('link', { name: 'Check grants for your home' });
    expect(link.getAttribute('href')).toBe('/grants');
    // The greeting and the visitor's question carry no links.
    expect(
      panel()
        .getAllByRole('link')
        .map((each) => each.textContent),
    ).toEqual(['Check grants for your home', 'Read our guides']);
    expect(panel().getAllByRole('time')).toHaveLength(3);
  });

  it('sends on Enter and Send, starts a new line on Shift+Enter, and ignores a blank message', () => {
    const { host } = loadPage();
    chatIsland(host, null);
    const send = panel().getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    fireEvent.input(box(), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(messageTexts()).toHaveLength(1);

    fireEvent.input(box(), { target: { value: 'Hello' } });
    expect(send.disabled).toBe(false);
    expect(fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(messageTexts()).toHaveLength(1);
    expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(false);
    expect(messageTexts().at(-1)).toBe('Hello');
    expect(box().value).toBe('');
    expect(send.disabled).toBe(true);

    fireEvent.input(box(), { target: { value: 'Tell me about sedum roofs' } });
    fireEvent.click(send);
    expect(messageTexts().at(-1)).toBe('Tell me about sedum roofs');
    vi.advanceTimersByTime(1500);
    expect(messageTexts().slice(-2)).toEqual([
      expect.stringMatching(/^Hello!/),
      expect.stringMatching(/green roof/),
    ]);
  });

  it('closes on Escape and the close button, focus back to its opener, and opens again where it was', () => {
    const { host, header, launcher } = loadPage();
    const island = chatIsland(host, header);
    fireEvent.input(box(), { target: { value: 'half typed' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher.hidden).toBe(false);
    expect(document.activeElement).toBe(header);

    island?.open(null);
    expect(box().value).toBe('half typed');
    expect(document.activeElement).toBe(box());
    fireEvent.click(panel().getByRole('button', { name: 'Close chat' }));
    // Opened by the floating button this time: focus goes back to it.
    expect(document.activeElement).toBe(launcher);
  });

  it('hands the app the conversation, the answers still to come and what is typed, and leaves', () => {
    const { host, header, launcher } = loadPage();
    const island = chatIsland(host, header);
    fireEvent.click(panel().getByRole('button', { name: 'How much do solar panels cost?' }));
    fireEvent.input(box(), { target: { value: 'and heat pumps?' } });
    const handed = island?.handOver();
    expect(handed).toMatchObject({
      open: true,
      opener: header,
      conversation: {
        unanswered: ['How much do solar panels cost?'],
        draft: 'and heat pumps?',
      },
    });
    expect(handed?.conversation.messages.map((message) => message.text)).toEqual([
      expect.stringMatching(/^Hi!/),
      'How much do solar panels cost?',
    ]);
    expect(host.isConnected).toBe(false);
    expect(launcher.hidden).toBe(false);
    // Its answer is the app's to give now: the island gives none.
    vi.advanceTimersByTime(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws nothing on a page without the template', () => {
    document.body.innerHTML = '';
    expect(chatIsland(document.createElement('div'), null)).toBeNull();
  });
});
