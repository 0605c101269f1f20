import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LuMessageCircle } from 'react-icons/lu';
import { useChat } from './useChat';

// The panel loads when the chat is first opened; every page carries only the button.
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/**
 * The site-wide chat helper (spec public-site §2): a round button in the bottom-right corner that
 * opens the chat. The conversation outlives closing the panel; opening puts the cursor in the
 * message box and closing returns focus to the button.
 */
export function ChatWidget() {
  const chat = useChat();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (open) {
    return (
      <Suspense>
        <ChatPanel chat={chat} onClose={() => setOpen(false)} inputRef={input} />
      </Suspense>
    );
  }
  return (
    <IconButton
      ref={launcher}
      aria-label="Open chat with the Retrofit Helper"
      position="fixed"
      zIndex="overlay"
      bottom={{ base: '4', sm: '6' }}
      right={{ base: '4', sm: '6' }}
      size={{ base: 'xl', sm: '2xl' }}
      rounded="full"
      shadow="lg"
      onClick={() => setOpen(true)}
    >
      <LuMessageCircle />
    </IconButton>
  );
}
