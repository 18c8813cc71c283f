import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { notFoundHandle, sitePageHandle } from './page-heads';

type PageModule = { default: ComponentType };

/** A route whose page is loaded on first visit, so the marketing pages stay out of the main bundle. */
const page = (path: string | undefined, load: () => Promise<PageModule>): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: path === '*' ? notFoundHandle : sitePageHandle(path ?? ''),
  lazy: async () => ({ Component: (await load()).default }),
});

/** Public marketing pages; paths are relative to the public layout route. */
export const siteRoutes: RouteObject[] = [
  page(undefined, () => import('./pages/home')),
  page('about', () => import('./pages/about')),
  page('contact', () => import('./pages/contact')),
  page('faq', () => import('./pages/faq')),
  page('terms', () => import('./pages/terms')),
  page('privacy', () => import('./pages/privacy')),
  page('cookies', () => import('./pages/cookies')),
  page('services', () => import('./pages/services')),
  page('services/chartering', () => import('./pages/services/chartering')),
  page('services/brokerage', () => import('./pages/services/brokerage')),
  page('services/management', () => import('./pages/services/management')),
  page('services/vessel-listing', () => import('./pages/services/vessel-listing')),
  page('services/charter-booking', () => import('./pages/services/charter-booking')),
  page('services/vessel-management', () => import('./pages/services/vessel-management')),
  page('services/document-handling', () => import('./pages/services/document-handling')),
  page('services/payment-processing', () => import('./pages/services/payment-processing')),
  page('services/support', () => import('./pages/services/support')),
  page('network', () => import('./pages/network')),
  page('safety', () => import('./pages/safety')),
  page('messaging', () => import('./pages/messaging')),
  page('pricing', () => import('./pages/pricing')),
  page('management', () => import('./pages/management')),
];

export const notFoundRoute: RouteObject = page('*', () => import('./pages/not-found'));
