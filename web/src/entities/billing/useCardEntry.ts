import { useCallback, useState } from 'react';
import type { ConfirmCard } from './cardPayment';

/**
 * The state a page keeps for its `CardEntry`: the confirm function once the card details are
 * complete (null until then), and the `onReady` that sets it.
 */
export function useCardEntry() {
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  // A function in state must be set through an updater, or React would call it.
  const onReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);
  return { confirmCard, onReady };
}
