// The chat answers on a server-rendered page before the app has loaded (docs/decisions/006): a
// press on a chat button there loads the chat island (web/src/islands/chat.ts), a few kilobytes
// of plain DOM, instead of waking the whole app. If the app wakes later (the visitor reached for
// something else only it answers), the app's chat takes the conversation over from the island.
import type { Conversation } from './conversation';

/** What the island leaves on `window` for the page's wake script and for the app. */
export interface ChatIslandHandle {
  /** Opens the chat; focus goes back to `opener` (or the floating button) when it closes. */
  open: (opener: HTMLElement | null) => void;
  /**
   * Ends the island, giving the app the conversation, whether the chat was open and the button
   * that opened it (where focus goes back as it closes).
   */
  handOver: () => { conversation: Conversation; open: boolean; opener: HTMLElement | null };
}

declare global {
  interface Window {
    __chatIsland?: ChatIslandHandle;
  }
}

/** The island's conversation and state, if one ran on this page: it stops as the app takes over. */
export function takeOverChatIsland(): ReturnType<ChatIslandHandle['handOver']> | null {
  const island = window.__chatIsland;
  return island ? island.handOver() : null;
}
