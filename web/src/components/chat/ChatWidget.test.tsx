import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { setNarrowViewport } from '../../../test/viewport';
import { ChatHeaderButton } from './ChatHeaderButton';
import { ChatWidget } from './ChatWidget';

const launcherName = 'Open chat with the Retrofit Helper';

function renderChat() {
  const view = renderPage(<ChatWidget />);
  const panel = () => within(screen.getByRole('dialog', { name: 'Retrofit Helper' }));
  return { ...view, panel };
}

const messageTexts = () =>
  within(screen.getByRole('log', { name: 'Chat messages' }))
    .getAllByText(/./, { selector: 'p' })
    .map((message) => message.textContent);

describe('the chat widget', () => {
  // The panel's code loads on the first opening (ChatWidget.tsx); opening it once here lets the
  // tests below step through the conversation on a fake clock.
  beforeAll(async () => {
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: launcherName }));
    await screen.findByRole('dialog', { name: 'Retrofit Helper' });
    cleanup();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on one greeting with the quick questions, and closes back to its button', async () => {
    const { user, panel } = renderChat();
    await user.click(screen.getByRole('button', { name: launcherName }));
    expect(messageTexts()).toHaveLength(1);
    expect(messageTexts()[0]).toMatch(/^Hi! I'm the Retrofit Helper/);
    const quickQuestions = panel().getByRole('group', { name: 'Quick questions' });
    expect(within(quickQuestions).getAllByRole('button')).toHaveLength(4);
    expect(document.activeElement).toBe(panel().getByLabelText('Your message'));

    await user.click(panel().getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: launcherName }));
  });

  it('answers after the typing delay, showing the typing indicator meanwhile', () => {
    // Fake timers, so the test decides when the 1-2 s typing delay has passed; random 0.5 makes
    // it 1.5 s. fireEvent keeps every step synchronous under the fake clock.
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { panel } = renderChat();
    fireEvent.click(screen.getByRole('button', { name: launcherName }));
    fireEvent.click(panel().getByRole('button', { name: 'How much do solar panels cost?' }));

    expect(messageTexts().at(-1)).toBe('How much do solar panels cost?');
    expect(panel().queryByRole('group', { name: 'Quick questions' })).toBeNull();
    expect(panel().getByRole('status', { name: 'Retrofit Helper is typing' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(messageTexts()).toHaveLength(2);

    act(() => vi.advanceTimersByTime(1));
    expect(messageTexts()).toHaveLength(3);
    expect(messageTexts().at(-1)).toContain('£4,000-£8,000');
    expect(panel().queryByRole('status')).toBeNull();
    expect(panel().getByRole('link', { name: 'Find a professional' }).getAttribute('href')).toBe(
      '/directory',
    );
  });

  it('ignores blank messages; Enter sends and Shift+Enter starts a new line', async () => {
    const { user, panel } = renderChat();
    await user.click(screen.getByRole('button', { name: launcherName }));
    const input = panel().getByLabelText('Your message') as HTMLTextAreaElement;
    await user.type(input, '   {Enter}');
    expect(messageTexts()).toHaveLength(1);
    expect(panel().getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
      true,
    );

    await user.clear(input);
    await user.type(input, 'Hello{Shift>}{Enter}{/Shift}loft?');
    expect(input.value).toBe('Hello\nloft?');
    expect(messageTexts()).toHaveLength(1);

    await user.type(input, '{Enter}');
    expect(input.value).toBe('');
    expect(messageTexts().at(-1)).toBe('Hello\nloft?');
    expect(panel().getByRole('status', { name: 'Retrofit Helper is typing' })).toBeTruthy();
  });

  it('shows the scrollbar while the messages scroll and hides it 600 ms after they stop', () => {
    vi.useFakeTimers();
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: launcherName }));
    const scrollArea = screen.getByRole('log', { name: 'Chat messages' })
      .parentElement as HTMLElement;
    expect(scrollArea.hasAttribute('data-scrolling')).toBe(false);

    fireEvent.scroll(scrollArea);
    act(() => vi.advanceTimersByTime(400));
    fireEvent.scroll(scrollArea);
    act(() => vi.advanceTimersByTime(599));
    expect(scrollArea.hasAttribute('data-scrolling')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollArea.hasAttribute('data-scrolling')).toBe(false);
  });

  it('on a phone opens from the header button and hands focus back to it', async () => {
    setNarrowViewport();
    const { user } = renderPage(
      <ChatWidget>
        <header>
          <ChatHeaderButton />
        </header>
      </ChatWidget>,
    );
    const panel = () => within(screen.getByRole('dialog', { name: 'Retrofit Helper' }));
    const headerButton = within(screen.getByRole('banner')).getByRole('button', {
      name: launcherName,
    });
    await user.click(headerButton);
    expect(document.activeElement).toBe(panel().getByLabelText('Your message'));
    await user.click(panel().getByRole('button', { name: 'Close chat' }));
    expect(document.activeElement).toBe(headerButton);
  });

  it('carries on a chat its island held before the app woke: open, answers due, the draft', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const opener = document.createElement('button');
    document.body.append(opener);
    const handOver = vi.fn(() => ({
      conversation: {
        messages: [
          { id: 1, text: 'Hi from the island', isBot: true, timestamp: new Date() },
          { id: 2, text: 'Are there grants for heat pumps?', isBot: false, timestamp: new Date() },
        ],
        unanswered: ['Are there grants for heat pumps?'],
        draft: 'And for lof',
      },
      open: true,
      opener,
    }));
    window.__chatIsland = { open: vi.fn(), handOver };
    try {
      const { panel } = renderChat();
      expect(handOver).toHaveBeenCalledOnce();
      expect(messageTexts()).toEqual(['Hi from the island', 'Are there grants for heat pumps?']);
      expect((panel().getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
        'And for lof',
      );
      expect(panel().getByRole('status', { name: 'Retrofit Helper is typing' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1500));
      expect(messageTexts()).toHaveLength(3);
      expect(messageTexts().at(-1)).toContain('Boiler Upgrade Scheme');

      // Closed, focus goes back to the button that opened the island.
      fireEvent.click(panel().getByRole('button', { name: 'Close chat' }));
      expect(document.activeElement).toBe(opener);
    } finally {
      delete window.__chatIsland;
      opener.remove();
    }
  });
});
