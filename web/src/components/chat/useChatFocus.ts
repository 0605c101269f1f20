import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focus follows the chat: into its message box as it opens, and back to the button that opened
 * it as it closes (`opener`; when none, the floating button, `launcher`).
 */
export function useChatFocus(
  open: boolean,
  input: RefObject<HTMLTextAreaElement | null>,
  opener: RefObject<HTMLElement | null>,
  launcher: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) (opener.current ?? launcher.current)?.focus();
    wasOpen.current = open;
  }, [open, input, opener, launcher]);
}
