import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface WithdrawButtonProps {
  quoteId: number;
  tradesmanName: string;
  onWithdrawn: () => unknown;
}

/** Takes back a pending request after asking, saying what the tradesperson will see. */
export function WithdrawButton({ quoteId, tradesmanName, onWithdrawn }: WithdrawButtonProps) {
  const [asking, setAsking] = useState(false);
  const [withdraw, isWithdrawing] = useApiAction(
    () => api['quote-requests'][':id'].withdraw.$post({ param: { id: String(quoteId) } }),
    {
      onSuccess: async () => {
        setAsking(false);
        await onWithdrawn();
      },
      success: { title: 'Request withdrawn' },
      failure: { title: 'Withdraw failed', description: 'Please try again.' },
      onFailure: () => setAsking(false),
    },
  );
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Withdraw request
      </Button>
      <ConfirmDialog
        open={asking}
        title="Withdraw this request?"
        confirmLabel="Withdraw request"
        cancelLabel="Keep request"
        onConfirm={() => withdraw()}
        onCancel={() => setAsking(false)}
        isConfirming={isWithdrawing}
      >
        {tradesmanName} will be told by e-mail that you no longer need this quote, and the request
        will show as Cancelled on both sides. This cannot be undone; you can send a new request
        later.
      </ConfirmDialog>
    </>
  );
}
