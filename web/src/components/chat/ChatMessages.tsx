import { Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ChatMessageBubble } from './ChatMessageBubble';
import { ChatQuickQuestions } from './ChatQuickQuestions';
import { ChatTypingIndicator } from './ChatTypingIndicator';
import { useAutoHidingScrollbar } from './useAutoHidingScrollbar';
import type { ChatView } from './useChat';

/** The conversation, scrolled to the newest message; its scrollbar shows only while scrolling. */
export function ChatMessages({ chat }: { chat: ChatView }) {
  const list = useRef<HTMLDivElement>(null);
  const scrollbar = useAutoHidingScrollbar();
  const { messages, isTyping, offerQuickQuestions, send } = chat;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever a message or the typing indicator appears
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isTyping]);

  return (
    <Stack
      ref={list}
      flex="1"
      minH="0"
      overflowY="auto"
      overscrollBehavior="contain"
      gap="3"
      p="4"
      onScroll={scrollbar.onScroll}
      data-scrolling={scrollbar.isScrolling || undefined}
      css={{
        scrollBehavior: 'smooth',
        scrollbarWidth: 'thin',
        scrollbarColor: 'transparent transparent',
        '&[data-scrolling]': {
          scrollbarColor: 'var(--chakra-colors-border-emphasized) transparent',
        },
      }}
    >
      <Stack role="log" aria-live="polite" aria-label="Chat messages" gap="3">
        {messages.map((message) => (
          <ChatMessageBubble key={message.id} message={message} />
        ))}
      </Stack>
      {offerQuickQuestions && <ChatQuickQuestions onAsk={send} />}
      {isTyping && <ChatTypingIndicator />}
    </Stack>
  );
}
