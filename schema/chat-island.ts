// The chat island (web/src/islands/chat.tsx, docs/decisions/006): the attributes that mark the
// page's chat buttons and the meta element naming the island's file. Shared with the Worker, whose
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
