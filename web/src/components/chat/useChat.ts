import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Conversation, type ConversationState, startConversation } from './conversation';

/** The app's chat conversation (conversation.ts), with what is typed and not yet sent. */
export function useChat() {
  const [chat] = useState(() => {
    const listeners = new Set<() => void>();
    const conversation = startConversation(() => {
      for (const listener of listeners) listener();
    });
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    return { ...conversation, subscribe };
  });
  const { messages, unanswered }: ConversationState = useSyncExternalStore(
    chat.subscribe,
    chat.state,
    chat.state,
  );
  // What is typed and not yet sent: it outlives closing the panel, as the conversation does.
  const [draft, setDraft] = useState('');

  useEffect(() => () => chat.stop(), [chat]);

  return {
    messages,
    isTyping: unanswered.length > 0,
    /** Quick questions are offered only while the greeting is the only message. */
    offerQuickQuestions: messages.length === 1,
    send: chat.send,
    draft,
    setDraft,
    /** The conversation so far, for whatever carries it on (`carryOn`). */
    conversation: (): Conversation => chat.handOver(draft),
    /** Carries on a conversation held elsewhere on this page (the chat island's). */
    carryOn(conversation: Conversation) {
      chat.carryOn(conversation);
      setDraft(conversation.draft);
    },
  };
}

/** What the chat panel draws: the app's conversation, or the island template's stand-in. */
export type ChatView = Pick<
  ReturnType<typeof useChat>,
  'messages' | 'isTyping' | 'offerQuickQuestions' | 'send' | 'draft' | 'setDraft'
>;
