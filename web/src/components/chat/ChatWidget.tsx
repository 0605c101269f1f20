import { IconButton } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { LuMessageCircle } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { chatLauncherAttribute, chatOpenerAttribute } from '#schema/chat-island';
import { takeOverChatIsland } from './chatIslandHandle';
import { ChatLinkContext } from './chatLink';
import { ChatOpenerContext, chatLauncherLabel } from './chatOpener';
import { useChat } from './useChat';
import { useChatFocus } from './useChatFocus';

// The panel loads when the chat is first opened; every page carries only the button.
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/**
 * The room the floating chat button takes at the bottom of the screen (its offset plus its size),
 * kept free below the page's last line so scrolling to the end never leaves text under it.
 */
export const chatButtonClearance = '24';

/**
 * The site-wide chat helper (docs/product/public-site.md §2.12). From `sm` up, a round button in
 * the bottom-right corner opens it; on a phone, where a floating button would sit on the page's
 * text and its buttons, the header's chat button does (`ChatHeaderButton`, inside `children`). The
 * conversation outlives closing the panel; opening puts the cursor in the message box and closing
 * returns focus to the button that opened it. On a server-rendered page, a chat the island held
 * before the app woke (chatIslandHandle.ts) carries on here, open if it was.
 */
export function ChatWidget({ children }: { children?: ReactNode }) {
  const chat = useChat();
  const [open, setOpen] = useState(false);
  // The header button that opened the chat; null for the floating button, which is a new element
  // each time the panel closes.
  const opener = useRef<HTMLElement | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useChatFocus(open, input, opener, launcher);

  const openChat = (button: HTMLElement | null) => {
    opener.current = button;
    setOpen(true);
  };

  const takeOverIsland = useEffectEvent(() => {
    const island = takeOverChatIsland();
    if (!island) return;
    chat.carryOn(island.conversation);
    if (island.open) openChat(island.opener);
  });
  useEffect(() => takeOverIsland(), []);

  return (
    <ChatOpenerContext value={openChat}>
      <ChatLinkContext value={RouterLink}>
        {children}
        {open ? (
          <Suspense>
            <ChatPanel chat={chat} onClose={() => setOpen(false)} inputRef={input} />
          </Suspense>
        ) : (
          <IconButton
            ref={launcher}
            {...{ [chatOpenerAttribute]: '', [chatLauncherAttribute]: '' }}
            aria-label={chatLauncherLabel}
            hideBelow="sm"
            position="fixed"
            zIndex="overlay"
            bottom="6"
            right="6"
            size="2xl"
            rounded="full"
            shadow="lg"
            onClick={() => openChat(null)}
          >
            <LuMessageCircle />
          </IconButton>
        )}
      </ChatLinkContext>
    </ChatOpenerContext>
  );
}
