import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../store';

/** Signs out of every device, then goes to /login. */
export default function LogoutPage() {
  usePageTitle('Signing out');
  const navigate = useNavigate();
  useEffect(() => {
    void useAuth
      .getState()
      .signOut()
      .then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <main role="status" className="container-page py-24 text-center text-slate-600">
      Signing out…
    </main>
  );
}
