import { Outlet } from 'react-router';
import { useAuth } from '../../features/auth/store';
import { Footer } from './footer';
import { Header } from './header';

export function PublicLayout() {
  const isAdmin = useAuth((s) => s.profile?.role === 'admin');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet context={{ isAdmin }} />
      </main>
      <Footer />
    </div>
  );
}
