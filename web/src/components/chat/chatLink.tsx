import { type ComponentProps, createContext, type ElementType, useContext } from 'react';

/**
 * What an answer's links are made of: a plain link by default, as the chat island's template has
 * them (ChatPanelTemplate.tsx); the app's chat gives react-router's Link, which moves within the
 * app.
 */
export const ChatLinkContext = createContext<ElementType<{ to: string }>>(
  ({ to, ...rest }: { to: string } & ComponentProps<'a'>) => <a href={to} {...rest} />,
);

export const useChatLink = () => useContext(ChatLinkContext);
