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

/** Pages reached by two paths each: one loader apiece, so the app's first script holds each import once. */
const vesselSearch = page(() => import('./app/pages/vessel-search'));
const vesselEditor = page(() => import('./features/vessels/pages/vessel-editor'));
const messagesPage = page(() => import('./features/messaging/pages/messages'));
const cargoEditor = page(() => import('./features/cargoes/pages/cargo-editor'));

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
      { path: 'vessels', lazy: vesselSearch },
      { path: 'vessels/available', lazy: vesselSearch },
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
              { path: 'new', lazy: vesselEditor },
            ],
          },
          {
            element: <RequireRole roles={['owner', 'admin']} />,
            children: [
              { path: ':id/edit', lazy: vesselEditor },
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
              { path: 'messages', lazy: messagesPage },
              { path: 'messages/:id', lazy: messagesPage },
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
                  { path: 'new', lazy: cargoEditor },
                  { path: ':id/edit', lazy: cargoEditor },
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
              {
                // A deal and its records: the recap, the review, the charter party, the payments, each port call's
                // statement of facts and laytime sheet, a time charter's hire statement.
                path: 'deals/:id',
                children: [
                  { index: true, lazy: page(() => import('./features/charters/pages/deal')) },
                  { path: 'recap', lazy: page(() => import('./features/charters/pages/recap')) },
                  { path: 'review', lazy: page(() => import('./features/reviews/pages/fixture-review')) },
                  { path: 'contract', lazy: page(() => import('./features/contracts/pages/contract')) },
                  { path: 'payments', lazy: page(() => import('./features/payments/pages/deal-payments')) },
                  { path: 'ports/:call', lazy: page(() => import('./features/laytime/pages/port-call')) },
                  { path: 'hire', lazy: page(() => import('./features/hire/pages/hire')) },
                ],
              },
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
