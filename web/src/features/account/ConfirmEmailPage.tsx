import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { accountMessages } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useCurrentUser } from '../../api/useCurrentUser';
import { MessagePanel } from '../../components/MessagePanel';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { confirmEmailTexts } from './accountPageTexts';
import { accountKey } from './useAccount';

type Outcome = { confirmed: boolean; message: string };

/** The cached reads that show the user's e-mail. */
const holdsEmail: unknown[] = ['/api/auth/me', accountKey(0)[0]];

/**
 * /confirm-email?token=… from the link mailed to the new address. Opening it confirms (no sign-in
 * needed: the token is the proof, and it may be opened on another device).
 */
export function ConfirmEmailPage() {
  useDocumentTitle(confirmEmailTexts.title);
  const token = useSearchParams()[0].get('token') ?? '';
  const { user } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const [outcome, setOutcome] = useState<Outcome | null>(
    token === '' ? { confirmed: false, message: accountMessages.token } : null,
  );
  const [confirm] = useApiAction(() => api.account.email.confirm.$post({ json: { token } }), {
    signOutOn401: false,
    // The signed-in user's e-mail (header menu, settings) is read again.
    onSuccess: async (reply) => {
      setOutcome({ confirmed: true, message: reply.message });
      await mutate((key) => Array.isArray(key) && holdsEmail.includes(key[0]));
    },
    onFailure: ({ message }) =>
      setOutcome({ confirmed: false, message: message ?? accountMessages.emailLinkInvalid }),
  });

  // Once per page, even when React runs the effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (token === '' || started.current) return;
    started.current = true;
    void confirm();
  }, [confirm, token]);

  if (!outcome) {
    return (
      <Center minH="60vh" px="6">
        <Stack align="center" gap="4" role="status">
          <Spinner size="lg" color="colorPalette.fg" />
          <Text color="fg.muted">{confirmEmailTexts.confirming}</Text>
        </Stack>
      </Center>
    );
  }
  const action = user
    ? { label: confirmEmailTexts.toSettings, to: '/settings' }
    : { label: confirmEmailTexts.toSignIn, to: '/auth' };
  return (
    <MessagePanel
      title={outcome.confirmed ? confirmEmailTexts.confirmedTitle : confirmEmailTexts.failedTitle}
      message={outcome.message}
      icon={
        outcome.confirmed ? { as: LuCircleCheck, tone: 'muted' } : { as: LuCircleX, tone: 'error' }
      }
      action={action}
    />
  );
}
