import { createContext, useContext } from 'react';

/** Opens the chat; focus goes back to `opener` when it closes. */
export type OpenChat = (opener: HTMLElement) => void;

export const ChatOpenerContext = createContext<OpenChat | null>(null);

/** The chat's opener for a button elsewhere in the shell; null outside the chat widget. */
export function useOpenChat(): OpenChat | null {
  return useContext(ChatOpenerContext);
}

export const chatLauncherLabel = 'Open chat with the Retrofit Helper';
