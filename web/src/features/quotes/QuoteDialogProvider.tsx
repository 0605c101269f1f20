import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { QuoteDialogContext, type QuoteTarget } from '../../entities/quote/useQuoteDialog';

// Loaded on the first request, so no page pays for the form before anyone asks for a quote.
const QuoteDialog = lazy(() => import('./QuoteDialog').then((m) => ({ default: m.QuoteDialog })));

/**
 * Holds the shell's quote dialog. Each opening is a new session whose form starts empty, so
 * closing, cancelling or sending leaves nothing behind for the next request
 * (docs/product/public-site.md §4).
 */
export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{
    targets: readonly QuoteTarget[];
    onSent?: () => void;
    session: number;
  } | null>(null);
  const [open, setOpen] = useState(false);
  const controls = useMemo(
    () => ({
      openQuoteDialog: (
        target: QuoteTarget | readonly QuoteTarget[],
        options?: { onSent?: () => void },
      ) => {
        const targets = 'id' in target ? [target] : target;
        setRequest((previous) => ({
          targets,
          onSent: options?.onSent,
          session: (previous?.session ?? 0) + 1,
        }));
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <QuoteDialogContext value={controls}>
      {children}
      {request && (
        <Suspense>
          <QuoteDialog
            key={request.session}
            open={open}
            targets={request.targets}
            onSent={request.onSent}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </QuoteDialogContext>
  );
}
