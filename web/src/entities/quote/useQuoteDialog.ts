import { createContext, useContext } from 'react';

/** Who a quote request goes to. */
export interface QuoteTarget {
  id: number;
  name: string;
}

export interface QuoteDialogControls {
  /** One trade, or up to three sent the same request (docs/product/public-site.md §10.10). */
  openQuoteDialog: (
    target: QuoteTarget | readonly QuoteTarget[],
    options?: { onSent?: () => void },
  ) => void;
}

export const QuoteDialogContext = createContext<QuoteDialogControls | null>(null);

/** Opens the shell's one quote dialog (docs/product/public-site.md §2.1) for a tradesperson. */
export function useQuoteDialog(): QuoteDialogControls {
  const controls = useContext(QuoteDialogContext);
  if (!controls) throw new Error('useQuoteDialog needs the QuoteDialogProvider of the shell');
  return controls;
}
