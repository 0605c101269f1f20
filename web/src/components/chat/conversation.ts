// The chat's conversation with no framework in it: the app's chat (useChat) and the chat island
// (web/src/islands/chat.ts), which answers on a server-rendered page before the app has loaded,
// both run this one, so they answer alike and one can carry on the other's.
import { limits } from '#schema/limits';
import { answerFor } from './answerFor';
import { type ChatLink, greeting } from './chatAnswers';

/** A chat message (docs/product/public-site.md §3); bot answers may carry links onward. */
export interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  timestamp: Date;
  links?: readonly ChatLink[];
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A message's time as the chat shows it, on the 24-hour clock: 09:05. Written out rather than by
 * `Intl.DateTimeFormat`, whose first use loads the locale's data: 58 ms on a 4×-slowed phone, in
 * the task that opens the chat island.
 */
export const messageTime = (date: Date) =>
  `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/** A conversation as one chat hands it to another on the same page. */
export interface Conversation {
  messages: ChatMessage[];
  /** The questions whose answers are still being 'typed', oldest first. */
  unanswered: string[];
  /** Typed and not yet sent. */
  draft: string;
}

/** What a chat shows: a new object whenever any of it changes. */
export interface ConversationState {
  messages: readonly ChatMessage[];
  unanswered: readonly string[];
}

/** docs/product/public-site.md §9: the bot 'types' for 1 to 2 seconds before it answers. */
const typingDelay = () =>
  limits.chatTypingMinMs + Math.random() * (limits.chatTypingMaxMs - limits.chatTypingMinMs);

/**
 * A conversation that opens with the greeting and answers each question after a pause. `changed`
 * hears of every change; `stop` drops the answers still to come (the chat is going away).
 */
export function startConversation(changed: (state: ConversationState) => void) {
  let nextId = 1;
  const message = (text: string, isBot: boolean, links?: readonly ChatLink[]): ChatMessage => ({
    id: nextId++,
    text,
    isBot,
    timestamp: new Date(),
    links,
  });
  let state: ConversationState = { messages: [message(greeting, true)], unanswered: [] };
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const update = (next: ConversationState) => {
    state = next;
    changed(state);
  };

  function answerLater(question: string) {
    update({ ...state, unanswered: [...state.unanswered, question] });
    const timer = setTimeout(() => {
      timers.delete(timer);
      const answer = answerFor(question);
      const unanswered = [...state.unanswered];
      unanswered.splice(unanswered.indexOf(question), 1);
      update({
        messages: [...state.messages, message(answer.text, true, answer.links)],
        unanswered,
      });
    }, typingDelay());
    timers.add(timer);
  }

  return {
    state: () => state,
    /** Sends a question; a blank one is ignored. Answers whether it was sent. */
    send(text: string): boolean {
      const question = text.trim();
      if (question === '') return false;
      update({ ...state, messages: [...state.messages, message(question, false)] });
      answerLater(question);
      return true;
    },
    /** Carries on a conversation held elsewhere on this page: its messages and answers to come. */
    carryOn(conversation: Conversation) {
      nextId = Math.max(0, ...conversation.messages.map((held) => held.id)) + 1;
      update({ messages: conversation.messages, unanswered: [] });
      for (const question of conversation.unanswered) answerLater(question);
    },
    /** The conversation so far, with what is typed, for whatever carries it on (`carryOn`). */
    handOver: (draft: string): Conversation => ({
      messages: [...state.messages],
      unanswered: [...state.unanswered],
      draft,
    }),
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
