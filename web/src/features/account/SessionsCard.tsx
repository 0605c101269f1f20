import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuMonitorSmartphone } from 'react-icons/lu';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDate } from '../../lib/formatDate';
import { sessionTexts, settingsTexts } from './accountPageTexts';
import { useSessions } from './useAccount';

/** Every live sign-in of the user, this one marked; the others can be ended one by one or all. */
export function SessionsCard() {
  const { data: sessions, error, isLoading, mutate } = useSessions();
  const refresh = () => void mutate();
  const [signOutOthers, isSigningOutOthers] = useApiAction(
    () => api.account.sessions['revoke-others'].$post(),
    {
      onSuccess: refresh,
      success: (reply) => ({ title: sessionTexts.signedOutTitle, description: reply.message }),
      failure: { title: sessionTexts.failed, description: settingsTexts.tryAgain },
    },
  );
  const [signOutOne, isSigningOutOne] = useApiAction(
    (id: string) => api.account.sessions[':id'].$delete({ param: { id } }),
    {
      onSuccess: refresh,
      success: { title: sessionTexts.signedOutTitle, description: sessionTexts.signedOutOne },
      failure: { title: sessionTexts.failed, description: settingsTexts.tryAgain },
      // Already ended elsewhere: the list is out of date.
      onFailure: refresh,
    },
  );

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <DashboardCard title={sessionTexts.title} icon={LuMonitorSmartphone}>
      <Text color="fg.muted">{sessionTexts.intro}</Text>
      {isLoading && (
        <Stack gap="3" aria-hidden>
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      )}
      {error && !sessions && <LoadFailed message={sessionTexts.loadFailed} onRetry={refresh} />}
      {sessions && (
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {sessions.map((session) => (
            <HStack as="li" key={session.id} py="3" gap="3" justify="space-between" wrap="wrap">
              <Stack gap="0.5">
                <Text fontWeight="medium">
                  {sessionTexts.signedIn(formatDate(session.createdAt))}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {sessionTexts.expires(formatDate(session.expiresAt))}
                </Text>
              </Stack>
              {session.current ? (
                <Badge colorPalette="green" variant="subtle">
                  {sessionTexts.thisDevice}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={isSigningOutOne}
                  aria-label={`${sessionTexts.signOut}: ${sessionTexts.signedIn(formatDate(session.createdAt))}`}
                  onClick={() => void signOutOne(session.id)}
                >
                  {sessionTexts.signOut}
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {sessions &&
        (others.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {sessionTexts.onlyThisOne}
          </Text>
        ) : (
          <Button
            alignSelf="start"
            variant="outline"
            colorPalette="red"
            loading={isSigningOutOthers}
            onClick={() => void signOutOthers()}
          >
            {sessionTexts.signOutOthers}
          </Button>
        ))}
    </DashboardCard>
  );
}
