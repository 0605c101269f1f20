import { useEffect, useRef, useState } from 'react';
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

/** docs/product/public-site.md §9: the bot 'types' for 1 to 2 seconds before it answers. */
const typingDelay = () =>
  limits.chatTypingMinMs + Math.random() * (limits.chatTypingMaxMs - limits.chatTypingMinMs);

/** The conversation: it opens with the greeting, and each question is answered after a pause. */
export function useChat() {
  const nextId = useRef(1);
  const makeMessage = (text: string, isBot: boolean, links?: readonly ChatLink[]) => ({
    id: nextId.current++,
    text,
    isBot,
    timestamp: new Date(),
    links,
  });
  const [messages, setMessages] = useState<ChatMessage[]>(() => [makeMessage(greeting, true)]);
  const [pendingReplies, setPendingReplies] = useState(0);
  // What is typed and not yet sent: it outlives closing the panel, as the conversation does.
  const [draft, setDraft] = useState('');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The questions whose answers are still being 'typed', oldest first.
  const unanswered = useRef<string[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  /** Sends a question; a blank one is ignored. Answers whether it was sent. */
  function send(text: string): boolean {
    const question = text.trim();
    if (question === '') return false;
    setMessages((previous) => [...previous, makeMessage(question, false)]);
    answerLater(question);
    return true;
  }

  function answerLater(question: string) {
    unanswered.current.push(question);
    setPendingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      unanswered.current.splice(unanswered.current.indexOf(question), 1);
      const answer = answerFor(question);
      setMessages((previous) => [...previous, makeMessage(answer.text, true, answer.links)]);
      setPendingReplies((count) => count - 1);
    }, typingDelay());
    timers.current.add(timer);
  }

  /**
   * Carries on a conversation held elsewhere on this page (the chat island's, once the app has
   * taken the page over): its messages, and the answers still to come.
   */
  function carryOn(conversation: Conversation) {
    nextId.current = Math.max(0, ...conversation.messages.map((message) => message.id)) + 1;
    setMessages(conversation.messages);
    setDraft(conversation.draft);
    for (const question of conversation.unanswered) answerLater(question);
  }

  return {
    messages,
    isTyping: pendingReplies > 0,
    /** Quick questions are offered only while the greeting is the only message. */
    offerQuickQuestions: messages.length === 1,
    send,
    draft,
    setDraft,
    /** The conversation so far, for whatever carries it on (`carryOn`). */
    conversation: (): Conversation => ({ messages, unanswered: [...unanswered.current], draft }),
    carryOn,
  };
}

/** A conversation as one chat hands it to another on the same page. */
export interface Conversation {
  messages: ChatMessage[];
  unanswered: string[];
  /** Typed and not yet sent. */
  draft: string;
}
