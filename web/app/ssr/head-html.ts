import type { PageHead } from '../page-head';

const siteName = 'Fairlead';
const defaultTitle = 'Fairlead: direct, commission-free vessel chartering';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document title, as usePageTitle writes it in the browser. */
export const documentTitle = (title: string) => (title ? `${title} · ${siteName}` : defaultTitle);

/**
 * The <head> tags of one page: title, description, canonical URL, Open Graph and Twitter card, JSON-LD.
 * `origin` is the site's public address (APP_URL), so canonical and preview URLs are absolute.
 */
export function headHtml(head: PageHead, origin: string, requestPath: string): string {
  const title = documentTitle(head.title);
  const canonical = new URL(head.canonicalPath ?? requestPath, origin).href;
  const image = head.image ? new URL(head.image, origin).href : new URL('/og-image.png', origin).href;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:type" content="${head.ogType === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title || defaultTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    head.jsonLd ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
