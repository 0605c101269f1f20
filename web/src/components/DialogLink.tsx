import { Button, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

interface DialogLinkProps extends ButtonProps {
  /** The page that does the same thing on its own. */
  href: string;
  /** Does the same in the app: opens the dialog (or clears, refreshes, in place). */
  onOpen: () => void;
}

/** A press that asks for this tab, not a new one: the main button and no modifier key. */
const plainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A button that is a link to a page of its own, so it works in the server's HTML before the app
 * has loaded (docs/decisions/006-server-rendering-and-waking-on-intent.md). Once the app runs, a
 * plain press does the same in place instead (a dialog over the page, the directory cleared or
 * refreshed); a press meant for a new tab still gets one.
 */
export function DialogLink({ href, onOpen, children, ...button }: DialogLinkProps) {
  return (
    <Button asChild {...button}>
      <a
        href={href}
        onClick={(event) => {
          if (!plainPress(event)) return;
          event.preventDefault();
          onOpen();
        }}
      >
        {children}
      </a>
    </Button>
  );
}
