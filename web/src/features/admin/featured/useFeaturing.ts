import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { useRefreshApplications } from '../useApplications';
import { featuredTexts } from './featuredTexts';

/**
 * A duration of docs/product/business-side.md §9 in days as text, or 'permanent'; undefined removes
 * the badge.
 */
type Duration = string | undefined;

/**
 * Sets or removes a badge; the server's message is the success toast
 * (docs/product/business-side.md §7, §8).
 */
export function useFeaturing() {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshApplications();
  return useApiAction(
    (id: number, duration: Duration) =>
      api.admin.tradesmen[':id'].featured.$put({
        param: { id: String(id) },
        json: duration === undefined ? { featured: false } : { featured: true, duration },
      }),
    {
      onSuccess: async () => {
        await Promise.all([refresh(), mutate(['/api/featured-tradesmen'])]);
      },
      success: ({ message }) => ({ title: message }),
      // The server's reason when it gives one ('Only verified listings can be featured.').
      failure: ({ message }) => ({
        title: featuredTexts.error,
        description: message ?? featuredTexts.failed,
      }),
    },
  );
}
