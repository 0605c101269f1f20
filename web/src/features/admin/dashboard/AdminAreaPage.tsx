import { useCurrentUser } from '../../../api/useCurrentUser';
import { AdminAreaEditorHome } from './AdminAreaEditorHome';
import { AdminDashboardPage } from './AdminDashboardPage';

/**
 * /admin. docs/product/business-side.md §1 sends editors here after signing in but keeps the
 * dashboard for admins, so editors get a small staff home instead of an Access Denied bounce
 * (docs/decisions/014-spec-readings-chosen.md).
 */
export function AdminAreaPage() {
  const { user } = useCurrentUser();
  return user?.role === 'admin' ? <AdminDashboardPage /> : <AdminAreaEditorHome />;
}
