// The chat island (web/src/islands/chat.ts, docs/decisions/006): the attributes that mark the
// page's chat buttons, the meta element naming the island's file, and the template it draws from. Shared with the Worker, whose
// wake script sends a press on a chat button of a server-rendered page to the island rather than
// waking the whole app (worker/lib/wake-script.ts).

/** Marks a button that opens the chat. */
export const chatOpenerAttribute = 'data-chat-opener';

/** Marks the floating chat button, which an open chat panel stands in place of. */
export const chatLauncherAttribute = 'data-chat-launcher';

/** Marks the element the island draws into: what happens in it is the island's, not the app's. */
export const chatIslandHostAttribute = 'data-chat-island';

/** The meta element whose content is the island's script address. */
export const chatIslandMeta = 'chat-island';

/** The id of the chat panel's template in every server-rendered page, which the island copies. */
export const chatTemplateId = 'chat-panel-template';

/**
 * Marks the parts of the chat panel the island fills in (web/src/components/chat/ChatPanel.tsx):
 * 'bot' and 'user' messages, a message's 'text' and 'links', and the 'close' button.
 */
export const chatPartAttribute = 'data-chat-part';
