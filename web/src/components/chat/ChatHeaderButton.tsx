import { IconButton } from '@chakra-ui/react';
import { LuMessageCircle } from 'react-icons/lu';
import { chatOpenerAttribute } from '#schema/chat-island';
import { chatLauncherLabel, useOpenChat } from './chatOpener';

/** The chat's way in on a phone: a header button, so nothing floats over the page. */
export function ChatHeaderButton() {
  const openChat = useOpenChat();
  if (!openChat) return null;
  return (
    <IconButton
      {...{ [chatOpenerAttribute]: '' }}
      variant="ghost"
      size="sm"
      hideFrom="sm"
      aria-label={chatLauncherLabel}
      onClick={(event) => openChat(event.currentTarget)}
    >
      <LuMessageCircle />
    </IconButton>
  );
}
