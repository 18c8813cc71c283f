import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './app/error-page';
import { handles } from './app/page-handles';
import type { PageHandle } from './app/page-head';
import { RequireAdmin, RequireRole, RequireUser } from './app/guards';
import { PublicLayout } from './app/layouts/public-layout';
import { notFoundRoute, siteRoutes } from './features/site/routes';

/**
 * Code-split: each page is its own chunk, loaded when its route is first visited. A public page may export
 * a `handle` (what the server loads and writes into <head> before rendering it).
 */
const page = (load: () => Promise<{ default: ComponentType; handle?: PageHandle }>) => async () => {
  const module = await load();
  return module.handle ? { Component: module.default, handle: module.handle } : { Component: module.default };
};

/** Every page of the web app: rendered by the browser router (web/router.ts) and, for public pages, first by the server. */
export const routes: RouteObject[] = [
  // The simulated card provider's hosted checkout: its own page, outside Fairlead's layouts, as a provider's would be.
  { path: 'checkout/simulated/:ref', errorElement: <ErrorPage />, lazy: page(() => import('./features/payments/pages/simulated-checkout')) },
  {
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    children: [
      ...siteRoutes,
      { path: 'profile', element: <Navigate to="/app/profile" replace /> },
      { path: 'dashboard', element: <Navigate to="/app/dashboard" replace /> },
      { path: 'notifications', element: <Navigate to="/app/notifications" replace /> },
      // The search and the board with "Save this search": two features each, composed in app/.
      { path: 'vessels', lazy: page(() => import('./app/pages/vessel-search')) },
      { path: 'vessels/available', lazy: page(() => import('./app/pages/vessel-search')) },
      { path: 'vessels/map', handle: handles.openPositions, lazy: page(() => import('./features/vessels/pages/map')) },
      { path: 'vessels/:id', lazy: page(() => import('./features/vessels/pages/vessel')) },
      { path: 'cargoes', lazy: page(() => import('./app/pages/cargo-board')) },
      // The order's page with its matching ships: two features, composed in app/.
      { path: 'cargoes/:id', lazy: page(() => import('./app/pages/cargo-order')) },
      { path: 'companies/:id', lazy: page(() => import('./features/reviews/pages/company')) },
      { path: 'verify', handle: handles.verify, lazy: page(() => import('./features/contracts/pages/verify')) },
      {
        path: 'owner/vessels',
        element: <RequireUser />,
        children: [
          {
            element: <RequireRole roles={['owner']} />,
            children: [
              { index: true, lazy: page(() => import('./features/vessels/pages/fleet')) },
              { path: 'new', lazy: page(() => import('./features/vessels/pages/vessel-editor')) },
            ],
          },
          {
            element: <RequireRole roles={['owner', 'admin']} />,
            children: [
              { path: ':id/edit', lazy: page(() => import('./features/vessels/pages/vessel-editor')) },
              { path: ':id/matches', lazy: page(() => import('./app/pages/vessel-matches')) },
              { path: ':id/certificates', lazy: page(() => import('./features/vessels/pages/vessel-certificates')) },
            ],
          },
        ],
      },
      { path: 'dev/mailbox', lazy: page(() => import('./features/mailbox/pages/mailbox')) },
      {
        path: 'app',
        element: <RequireUser />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./app/layouts/member-layout')).MemberLayout }),
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              { path: 'dashboard', lazy: page(() => import('./features/accounts/pages/dashboard')) },
              { path: 'profile', lazy: page(() => import('./features/accounts/pages/profile')) },
              { path: 'notifications', lazy: page(() => import('./features/notifications/pages/notifications')) },
              { path: 'deals', lazy: page(() => import('./features/charters/pages/deals')) },
              { path: 'messages', lazy: page(() => import('./features/messaging/pages/messages')) },
              { path: 'messages/:id', lazy: page(() => import('./features/messaging/pages/messages')) },
              {
                path: 'deals/new',
                element: <RequireRole roles={['charterer']} />,
                children: [{ index: true, lazy: page(() => import('./features/charters/pages/enquiry')) }],
              },
              {
                path: 'cargoes/:id/offer',
                element: <RequireRole roles={['owner']} />,
                children: [{ index: true, lazy: page(() => import('./features/cargoes/pages/offer-ship')) }],
              },
              {
                path: 'cargoes',
                element: <RequireRole roles={['charterer']} />,
                children: [
                  { index: true, lazy: page(() => import('./features/cargoes/pages/my-orders')) },
                  { path: 'new', lazy: page(() => import('./features/cargoes/pages/cargo-editor')) },
                  { path: ':id/edit', lazy: page(() => import('./features/cargoes/pages/cargo-editor')) },
                ],
              },
              {
                path: 'company/verification',
                element: <RequireRole roles={['owner', 'charterer']} />,
                children: [{ index: true, lazy: page(() => import('./features/verification/pages/company-verification')) }],
              },
              {
                path: 'import',
                element: <RequireRole roles={['owner', 'charterer']} />,
                children: [
                  { index: true, lazy: page(() => import('./features/imports/pages/import')) },
                  { path: ':id', lazy: page(() => import('./features/imports/pages/review')) },
                ],
              },
              { path: 'deals/:id', lazy: page(() => import('./features/charters/pages/deal')) },
              { path: 'deals/:id/recap', lazy: page(() => import('./features/charters/pages/recap')) },
              { path: 'deals/:id/review', lazy: page(() => import('./features/reviews/pages/fixture-review')) },
              { path: 'deals/:id/contract', lazy: page(() => import('./features/contracts/pages/contract')) },
              { path: 'deals/:id/payments', lazy: page(() => import('./features/payments/pages/deal-payments')) },
              { path: 'deals/:id/ports/:call', lazy: page(() => import('./features/laytime/pages/port-call')) },
              { path: 'deals/:id/hire', lazy: page(() => import('./features/hire/pages/hire')) },
              { path: 'settings', lazy: page(() => import('./app/pages/settings')) },
              {
                path: 'settings/bank-details',
                element: <RequireRole roles={['owner']} />,
                children: [{ index: true, lazy: page(() => import('./features/payments/pages/bank-details')) }],
              },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, lazy: page(() => import('./features/admin/pages/admin-dashboard')) },
                  { path: 'users', lazy: page(() => import('./features/admin/pages/users')) },
                  { path: 'vessels', lazy: page(() => import('./features/admin/pages/vessels')) },
                  { path: 'charters', lazy: page(() => import('./features/admin/pages/charters')) },
                  { path: 'payments', lazy: page(() => import('./features/admin/pages/payments')) },
                  { path: 'messages', lazy: page(() => import('./features/admin/pages/messages')) },
                  { path: 'newsletter', lazy: page(() => import('./features/admin/pages/newsletter')) },
                  { path: 'audit', lazy: page(() => import('./features/admin/pages/audit')) },
                  { path: 'jobs', lazy: page(() => import('./features/admin/pages/jobs')) },
                  { path: 'sanctions', lazy: page(() => import('./features/admin/pages/sanctions')) },
                  { path: 'reports', lazy: page(() => import('./features/admin/pages/reports')) },
                  { path: 'reviews', lazy: page(() => import('./features/reviews/pages/admin-reviews')) },
                  { path: 'verification', lazy: page(() => import('./features/admin/pages/verification')) },
                  { path: 'verification/ships', lazy: page(() => import('./features/admin/pages/ship-certificates')) },
                ],
              },
            ],
          },
        ],
      },
      notFoundRoute,
    ],
  },
  { path: '/login', handle: handles.login, lazy: page(() => import('./features/auth/pages/login')), errorElement: <ErrorPage /> },
  { path: '/register', handle: handles.register, lazy: page(() => import('./features/auth/pages/register')), errorElement: <ErrorPage /> },
  { path: '/forgot-password', lazy: page(() => import('./features/auth/pages/forgot-password')), errorElement: <ErrorPage /> },
  { path: '/reset-password', lazy: page(() => import('./features/auth/pages/reset-password')), errorElement: <ErrorPage /> },
  { path: '/confirm-email', lazy: page(() => import('./features/auth/pages/confirm-email')), errorElement: <ErrorPage /> },
  { path: '/logout', lazy: page(() => import('./features/auth/pages/logout')), errorElement: <ErrorPage /> },
];
