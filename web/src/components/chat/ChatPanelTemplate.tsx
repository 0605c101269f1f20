import { chatTemplateId } from '#schema/chat-island';
import { ChatPanel } from './ChatPanel';
import type { ChatView } from './useChat';

/**
 * The panel with one of everything the island copies: a bot message with a link, a visitor's
 * message, the quick questions and the typing dots. Their words are the island's to fill in.
 */
const standIn: ChatView = {
  messages: [
    { id: 1, text: '', isBot: true, timestamp: new Date(0), links: [{ label: '', to: '/' }] },
    { id: 2, text: '', isBot: false, timestamp: new Date(0) },
  ],
  isTyping: true,
  offerQuickQuestions: true,
  send: () => false,
  draft: '',
  setDraft: () => undefined,
};

/**
 * The chat panel as an inert template in every server-rendered page (worker/routes/pages.ts),
 * styled by the shared style file: the chat island (web/src/islands/chat.ts) answers a chat
 * button from it with no React or Chakra of its own, the app's own markup and styles.
 */
export function ChatPanelTemplate() {
  return (
    <template id={chatTemplateId}>
      <ChatPanel chat={standIn} onClose={() => undefined} inputRef={{ current: null }} />
    </template>
  );
}
