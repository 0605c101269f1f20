import type { InferResponseType } from 'hono/client';
import useSWR, { useSWRConfig } from 'swr';
import { api, unwrap } from '../../../api/client';
import { serverMessage } from '../../../lib/serverMessage';
import { showToast } from '../../../lib/toaster';
import { statsKey, subscribersKey } from './adminKeys';
import { subscriberTexts } from './adminTexts';

export type Subscriber = InferResponseType<typeof api.newsletter.subscribers.$get, 200>[number];

/** The newsletter's subscribers, and removing one (which also changes the subscriber count). */
export function useSubscribers() {
  const { mutate } = useSWRConfig();
  const list = useSWR(subscribersKey, () => unwrap(api.newsletter.subscribers.$get()));

  async function remove(subscriber: Subscriber): Promise<boolean> {
    try {
      await unwrap(
        api.newsletter.subscribers[':id'].$delete({ param: { id: String(subscriber.id) } }),
      );
    } catch (error) {
      showToast({
        type: 'error',
        title: subscriberTexts.removeFailed,
        description: serverMessage(error),
      });
      return false;
    }
    showToast({ type: 'success', title: subscriberTexts.removed, description: subscriber.email });
    await list.mutate((current) => current?.filter((entry) => entry.id !== subscriber.id), {
      revalidate: false,
    });
    await mutate(statsKey);
    return true;
  }

  return { ...list, remove };
}
