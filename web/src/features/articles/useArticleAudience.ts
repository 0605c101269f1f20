import { staffRoles } from '#schema/catalogues';
import { useCurrentUser } from '../../api/useCurrentUser';
import type { ArticleAudience } from './articleCache';

/**
 * Staff (admin, editor) may add and edit articles and see drafts (docs/product/public-site.md §6).
 */
export function useArticleAudience(): ArticleAudience {
  const { user } = useCurrentUser();
  return user && staffRoles.includes(user.role) ? 'staff' : 'public';
}
