import {
  type RefObject,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { chatLauncherAttribute, chatOpenerAttribute } from '#schema/chat-island';
import { ChatPanel } from './ChatPanel';
import type { ChatIslandHandle } from './chatIslandHandle';
import { useChat } from './useChat';
import { useChatFocus } from './useChatFocus';

interface ChatIslandProps {
  /** The wake script's record: `chat` is the page's chat button last pressed before now. */
  early: { chat?: HTMLElement };
  /** Where the island's entry reaches it (web/src/islands/chat.tsx). */
  handle: RefObject<ChatIslandHandle | null>;
  /** Once it is on screen: presses on the chat buttons may come straight to it. */
  onReady: () => void;
}

/**
 * The chat of a server-rendered page whose app has not loaded (chatIslandHandle.ts): the app's own
 * panel and conversation, opened by the page's chat buttons. It opens at once, since a press on
 * one loaded it; like the app's, the open panel stands in place of the floating button.
 */
export function ChatIsland({ early, handle, onReady }: ChatIslandProps) {
  const chat = useChat();
  const [open, setOpen] = useState(true);
  const opener = useRef(early.chat ?? null);
  // The page's floating chat button, found once the island is on screen.
  const launcher = useRef<HTMLElement | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useChatFocus(open, input, opener, launcher);

  useEffect(() => {
    launcher.current ??= document.querySelector<HTMLElement>(`[${chatLauncherAttribute}]`);
    if (launcher.current) launcher.current.hidden = open;
  }, [open]);

  const ready = useEffectEvent(() => {
    // The wake script marked each press on a chat button as under way while the island loaded.
    for (const button of document.querySelectorAll<HTMLElement>(`[${chatOpenerAttribute}]`)) {
      button.style.removeProperty('cursor');
    }
    onReady();
  });
  useEffect(() => ready(), []);

  useImperativeHandle(handle, () => ({
    open: (button) => {
      opener.current = button;
      setOpen(true);
    },
    handOver: () => {
      if (launcher.current) launcher.current.hidden = false;
      return { conversation: chat.conversation(), open, opener: opener.current };
    },
  }));

  return open ? <ChatPanel chat={chat} onClose={() => setOpen(false)} inputRef={input} /> : null;
}
