// The chat island (docs/decisions/006, docs/product/public-site.md §9): on a server-rendered page,
// before the app has loaded, it answers the chat buttons. Nothing but the DOM: it copies the app's
// own panel from the template every such page carries (ChatPanelTemplate.tsx, styled by the
// shared style file) and runs the app's own conversation (conversation.ts). The page's wake script
// loads it at the first press on a chat button and keeps that button in `__early.chat`; the app,
// if it wakes, carries the conversation on (chatIslandHandle.ts).
import {
  chatIslandHostAttribute,
  chatLauncherAttribute,
  chatOpenerAttribute,
  chatPartAttribute,
  chatTemplateId,
} from '#schema/chat-island';
import { limits } from '#schema/limits';
import type { ChatIslandHandle } from '../components/chat/chatIslandHandle';
import {
  type ChatMessage,
  type ConversationState,
  messageTime,
  startConversation,
} from '../components/chat/conversation';

type Early = NonNullable<Window['__early']>;

/** One element of the panel, which the template always has (ChatPanel.tsx). */
function partOf<E extends Element>(within: ParentNode, selector: string): E {
  const element = within.querySelector<E>(selector);
  if (!element) throw new Error(`The chat panel's template has no ${selector}.`);
  return element;
}

const part = (name: string) => `[${chatPartAttribute}="${name}"]`;

/** The panel copied from its template, its stand-in messages taken out to copy for each message. */
function panelFrom(template: HTMLTemplateElement) {
  const panel = template.content.firstElementChild?.cloneNode(true);
  if (!(panel instanceof HTMLElement)) throw new Error("The chat panel's template is empty.");
  const log = partOf<HTMLElement>(panel, '[role="log"]');
  const bot = partOf<HTMLElement>(log, part('bot'));
  const user = partOf<HTMLElement>(log, part('user'));
  const link = partOf<HTMLAnchorElement>(bot, 'a');
  bot.remove();
  user.remove();
  link.remove();
  return {
    panel,
    log,
    scroller: log.parentElement ?? panel,
    quickQuestions: partOf<HTMLElement>(panel, '[role="group"]'),
    typing: partOf<HTMLElement>(panel, '[role="status"]'),
    close: partOf<HTMLElement>(panel, part('close')),
    form: partOf<HTMLFormElement>(panel, 'form'),
    input: partOf<HTMLTextAreaElement>(panel, 'textarea'),
    send: partOf<HTMLButtonElement>(panel, 'button[type="submit"]'),
    /** A message drawn as the app's ChatMessageBubble draws it. */
    message(message: ChatMessage) {
      const element = (message.isBot ? bot : user).cloneNode(true) as HTMLElement;
      partOf(element, part('text')).textContent = message.text;
      const time = partOf<HTMLTimeElement>(element, 'time');
      time.dateTime = message.timestamp.toISOString();
      time.textContent = messageTime(message.timestamp);
      const links = element.querySelector(part('links'));
      if (message.links?.length) {
        links?.replaceChildren(
          ...message.links.map(({ label, to }) => {
            const anchor = link.cloneNode() as HTMLAnchorElement;
            anchor.href = to;
            anchor.textContent = label;
            return anchor;
          }),
        );
      } else {
        links?.remove();
      }
      return element;
    },
  };
}

/** The chat, drawn into `host` from the page's template; null when the page has none. */
export function chatIsland(host: HTMLElement, opener: HTMLElement | null): ChatIslandHandle | null {
  const template = document.getElementById(chatTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const view = panelFrom(template);
  const { panel, log, scroller, quickQuestions, typing, input, send } = view;
  // The page's floating chat button, which the open panel stands in place of.
  const launcher = document.querySelector<HTMLElement>(`[${chatLauncherAttribute}]`);
  let openedBy = opener;
  let drawn = 0;

  const draw = ({ messages, unanswered }: ConversationState) => {
    log.append(...messages.slice(drawn).map(view.message));
    const added = messages.length > drawn;
    drawn = messages.length;
    if (messages.length > 1) quickQuestions.remove();
    if (unanswered.length > 0) scroller.append(typing);
    else typing.remove();
    if (added || unanswered.length > 0) scroller.scrollTop = scroller.scrollHeight;
  };
  const conversation = startConversation(draw);
  draw(conversation.state());

  // The message box: Enter sends, Shift+Enter starts a new line, blank messages are ignored; the
  // box grows with its text up to its most (the app's Textarea `autoresize`).
  const typed = () => {
    send.disabled = input.value.trim() === '';
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight}px`;
  };
  const sendTyped = () => {
    if (!conversation.send(input.value)) return;
    input.value = '';
    typed();
  };
  input.addEventListener('input', typed);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    sendTyped();
  });
  view.form.addEventListener('submit', (event) => {
    event.preventDefault();
    sendTyped();
  });
  quickQuestions.addEventListener('click', (event) => {
    const question = (event.target as Element).closest('button')?.textContent;
    if (question) conversation.send(question);
  });

  // Its scrollbar shows only while it scrolls (useAutoHidingScrollbar.ts).
  let stillTimer: ReturnType<typeof setTimeout> | undefined;
  scroller.addEventListener('scroll', () => {
    scroller.setAttribute('data-scrolling', 'true');
    clearTimeout(stillTimer);
    stillTimer = setTimeout(
      () => scroller.removeAttribute('data-scrolling'),
      limits.chatScrollbarHideMs,
    );
  });

  // Open, it stands in place of the floating button with the cursor in its message box; closed,
  // focus goes back to the button that opened it (useChatFocus.ts).
  const open = (button: HTMLElement | null) => {
    openedBy = button;
    if (!panel.isConnected) host.append(panel);
    if (launcher) launcher.hidden = true;
    scroller.scrollTop = scroller.scrollHeight;
    input.focus();
  };
  const close = () => {
    panel.remove();
    if (launcher) launcher.hidden = false;
    (openedBy ?? launcher)?.focus();
  };
  view.close.addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  open(opener);
  return {
    open,
    handOver: () => {
      const wasOpen = panel.isConnected;
      conversation.stop();
      clearTimeout(stillTimer);
      if (launcher) launcher.hidden = false;
      host.remove();
      return { conversation: conversation.handOver(input.value), open: wasOpen, opener: openedBy };
    },
  };
}

function start(early: Early) {
  // The wake script marked each press on a chat button as under way while the island loaded.
  const pressed = () => {
    for (const button of document.querySelectorAll<HTMLElement>(`[${chatOpenerAttribute}]`)) {
      button.style.removeProperty('cursor');
    }
  };
  // The app was asked for meanwhile: the press is the app's to answer, held for it like any other
  // until it has taken the page over.
  if (early.woke) {
    pressed();
    const opener = early.chat;
    if (!opener) return;
    if (early.ready) opener.click();
    else early.held.push(opener);
    return;
  }
  const host = document.createElement('div');
  host.setAttribute(chatIslandHostAttribute, '');
  document.body.append(host);
  const island = chatIsland(host, early.chat ?? null);
  pressed();
  if (!island) return host.remove();
  window.__chatIsland = {
    open: island.open,
    handOver: () => {
      delete window.__chatIsland;
      return island.handOver();
    },
  };
}

if (window.__early) start(window.__early);
