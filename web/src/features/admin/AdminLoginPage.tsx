import { Navigate } from 'react-router-dom';
import { staffRoles } from '#schema/catalogues';
import { limits } from '#schema/limits';
import { useLogin } from '../../api/useLogin';
import { FormCard } from '../../components/FormCard';
import { SignInOrRecover } from '../../entities/account/SignInOrRecover';
import { hasRole } from '../../lib/signIn';

const isStaff = hasRole(...staffRoles);

/**
 * /admin/login (docs/product/business-side.md §2.6). The default admin login is never displayed
 * (docs/decisions/014-spec-readings-chosen.md); dev accounts are printed by `npm run dev` instead.
 */
export function AdminLoginPage() {
  const login = useLogin({
    landingFor: () => '/admin',
    redirectDelayMs: limits.adminLoginRedirectDelayMs,
  });
  if (login.returningUser && isStaff(login.returningUser)) return <Navigate to="/admin" replace />;
  return (
    <FormCard
      title="Admin Sign In"
      description="Staff sign in here to manage the directory, articles and user accounts."
    >
      <SignInOrRecover onSubmit={login.logIn} isSubmitting={login.isLoggingIn} />
    </FormCard>
  );
}
