/**
 * Every page a visitor reaches without signing in, written once: the sitemap lists these (plus each listed
 * vessel's page). A public route added to the web app belongs here too.
 */
export const publicPagePaths = [
  '/',
  '/vessels',
  '/vessels/available',
  '/vessels/map',
  '/cargoes',
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

const publicPaths = new Set<string>(publicPagePaths);

/**
 * The pages the server renders to HTML before the browser takes over: every public page and each vessel's
 * page and each cargo order's. Paths outside the app's known areas are rendered too, as the "page not found" page with its 404.
 * The member, owner and admin areas, sign-in flows that carry tokens and the provider's checkout stay
 * client-rendered: they are private, so nothing is gained by rendering them for crawlers. So do register and
 * verify, forms a visitor fills at once whose fields the app's state owns. The log-in page is rendered: its form
 * posts (a password never goes into the address), and what is typed before the app loads is kept.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clientOnlyPages.has(path)) return false;
  if (publicPaths.has(path)) return true;
  if (/^\/(vessels|cargoes)\/[^/]+$/.test(path)) return true;
  return !clientOnlyAreas.some((area) => path === area || path.startsWith(`${area}/`));
}

const clientOnlyPages = new Set(['/register', '/verify']);

const clientOnlyAreas = [
  '/app',
  '/admin',
  '/owner',
  '/checkout',
  '/dev',
  '/profile',
  '/dashboard',
  '/notifications',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/logout',
  '/api',
];
