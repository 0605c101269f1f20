import { IconButton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuMessageCircle } from 'react-icons/lu';
import { ChatPanel } from './ChatPanel';
import { useChat } from './useChat';

/**
 * The room the closed chat button takes at the bottom of the screen (its offset plus its size), kept
 * free below the page's last line so scrolling to the end never leaves text under the button.
 */
export const chatButtonClearance = { base: '20', sm: '24' } as const;

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

  if (open) return <ChatPanel chat={chat} onClose={() => setOpen(false)} inputRef={input} />;
  return (
    <IconButton
      ref={launcher}
      aria-label="Open chat with the Retrofit Helper"
      position="fixed"
      zIndex="overlay"
      bottom={{ base: '4', sm: '6' }}
      right={{ base: '4', sm: '6' }}
      // 44 px on a phone (a comfortable touch target that hides less of the page), 64 px above.
      size={{ base: 'lg', sm: '2xl' }}
      rounded="full"
      shadow="lg"
      onClick={() => setOpen(true)}
    >
      <LuMessageCircle />
    </IconButton>
  );
}
