import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { AccessDenied } from '../../components/AccessDenied';
import { accessDeniedTexts } from '../../lib/accountTexts';

/** For tradesperson pages whose route has no guard: visitors sign in, other roles are refused. */
export function TradespersonOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user) return <Navigate to="/auth" replace />;
  if (user.role !== 'tradesperson') {
    return (
      <AccessDenied
        message={accessDeniedTexts.tradesmanDashboard}
        action={{ label: 'Register Your Business', to: '/register' }}
      />
    );
  }
  return children;
}
