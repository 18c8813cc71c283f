import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../../lib/me';
import { Footer } from './footer';
import { Header } from './header';

export function PublicLayout() {
  const { me } = useMe();
  const isAdmin = me?.role === 'admin';
  const memberName = me?.name;
  const memberEmail = me?.email;
  // Pages of other features (the contact form) learn who is signed in from here: features do not import the auth store.
  const member = useMemo(
    () => (memberName !== undefined && memberEmail !== undefined ? { name: memberName, email: memberEmail } : null),
    [memberName, memberEmail],
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet context={{ isAdmin, member }} />
      </main>
      <Footer />
    </div>
  );
}
