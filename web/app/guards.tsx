import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '../../common/accounts/schemas';
import { useMe } from '../lib/me';

/** /app needs a signed-in user: 'Loading...' while the session is read, otherwise off to /login. */
export function RequireUser() {
  const { me, known } = useMe();
  const location = useLocation();
  if (!known) {
    return (
      <div role="status" className="container-page py-24 text-center text-slate-600">
        Loading...
      </div>
    );
  }
  if (!me) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Admin pages send everyone else to the home page (the server refuses them anyway). */
export function RequireAdmin() {
  const profile = useMe().me;
  if (profile?.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Pages for some roles only (e.g. the owner's fleet); others go home. */
export function RequireRole({ roles }: { roles: Role[] }) {
  const profile = useMe().me;
  if (!profile || !roles.includes(profile.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
