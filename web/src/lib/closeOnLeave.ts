/**
 * A menu that is a native disclosure (`<details>`) closes as a menu does: on Escape, its button
 * focused again, or a press outside it. The app's phone menu and the account island's avatar menu
 * both use it. Returns what stops it.
 */
export function closeOnLeave(menu: () => HTMLDetailsElement | null): () => void {
  function close(event: KeyboardEvent | PointerEvent) {
    const details = menu();
    if (!details?.open) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      details.querySelector('summary')?.focus();
    } else if (details.contains(event.target as Node)) return;
    details.open = false;
  }
  document.addEventListener('keydown', close);
  document.addEventListener('pointerdown', close);
  return () => {
    document.removeEventListener('keydown', close);
    document.removeEventListener('pointerdown', close);
  };
}
