import type { InferResponseType } from 'hono/client';
import useSWR, { useSWRConfig } from 'swr';
import { api, unwrap } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { statsKey, subscribersKey } from './adminKeys';
import { subscriberTexts } from './adminTexts';

export type Subscriber = InferResponseType<typeof api.newsletter.subscribers.$get, 200>[number];

/**
 * The newsletter's subscribers, and removing one (which also changes the subscriber count);
 * `remove` answers undefined when the removal failed.
 */
export function useSubscribers() {
  const { mutate } = useSWRConfig();
  const list = useSWR(subscribersKey, () => unwrap(api.newsletter.subscribers.$get()));

  const [remove, isRemoving] = useApiAction(
    (subscriber: Subscriber) =>
      api.newsletter.subscribers[':id'].$delete({ param: { id: String(subscriber.id) } }),
    {
      // docs/product/public-site.md §4 signs out on a 401 only on the tradesperson pages.
      signOutOn401: false,
      onSuccess: async (_removed, subscriber) => {
        await list.mutate((current) => current?.filter((entry) => entry.id !== subscriber.id), {
          revalidate: false,
        });
        await mutate(statsKey);
      },
      success: (_removed, subscriber) => ({
        title: subscriberTexts.removed,
        description: subscriber.email,
      }),
      failure: ({ message }) => ({ title: subscriberTexts.removeFailed, description: message }),
    },
  );

  return { ...list, remove, isRemoving };
}
