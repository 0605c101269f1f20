import { Navigate } from 'react-router-dom';

/** /tradesman-registration: the older entry point leads into the same flow as /register. */
export function TradesmanRegistrationPage() {
  return <Navigate to="/register" replace />;
}
