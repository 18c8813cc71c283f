/**
 * Every page a visitor reaches without signing in, written once: the sitemap lists these (plus each listed
 * vessel's page). A public route added to the web app belongs here too.
 */
export const publicPagePaths = [
  '/',
  '/vessels',
  '/vessels/available',
  '/vessels/map',
  '/services',
  '/services/chartering',
  '/services/brokerage',
  '/services/management',
  '/services/vessel-listing',
  '/services/charter-booking',
  '/services/vessel-management',
  '/services/document-handling',
  '/services/payment-processing',
  '/services/support',
  '/about',
  '/contact',
  '/faq',
  '/network',
  '/safety',
  '/messaging',
  '/pricing',
  '/management',
  '/verify',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/register',
] as const;
