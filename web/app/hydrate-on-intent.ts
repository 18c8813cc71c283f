import { hydrationMetaName } from '../../common/site/server-rendering';

/**
 * The first and only script of a server-rendered page whose app may come later, sent to visitors who are not
 * signed in (a route's handle says `hydrate`; a <meta> in the page says which):
 * - `on-intent` (the home page, the site's reading pages): links, the vessel search (a GET form) and the FAQ's
 *   <details> work as plain HTML, and the app (React, the router, the query cache) is loaded, hydrating the same
 *   markup, as soon as the visitor does anything: moves the pointer, touches, scrolls with a wheel, presses a key
 *   or focuses a field. A crawler or a link preview loads this file alone.
 * - `after-load` (the vessel search, a vessel's page): the same, and at the latest once the page has loaded, its
 *   pictures included: on a slow connection the text and the ships' photos come before the app's JavaScript.
 *
 * Buttons clicked and forms without an address submitted in the moment before the app answers are held and
 * replayed once it does (React keeps the server's elements when it hydrates, so they are the same nodes).
 */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;
const held: (() => void)[] = [];
let loading: Promise<unknown> | null = null;

function loadApp() {
  if (loading) return;
  for (const type of intentEvents) removeEventListener(type, loadApp, true);
  const hydrated = new Promise<void>((resolve) => {
    const root = document.documentElement;
    const check = () => {
      if (root.dataset.hydrated === 'true') resolve();
      if (root.dataset.hydrated === 'true' || root.dataset.hydrated === 'failed') observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
  loading = import('../main').then(() => hydrated);
  void loading.then(() => {
    for (const replay of held.splice(0)) replay();
  });
}

function ready() {
  return document.documentElement.dataset.hydrated === 'true';
}

// A click on a button that needs the app (a menu): held, then clicked again once the app answers.
addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button:not([type="submit"])') : null;
    if (ready() || !button) return;
    loadApp();
    held.push(() => button.click());
  },
  true,
);

// A form with no address of its own (the newsletter sign-up) posts through the app: held until it answers.
// A form with one (the vessel search) goes ahead as plain HTML.
addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (ready() || form.hasAttribute('action')) return;
    event.preventDefault();
    loadApp();
    const submitter = (event as SubmitEvent).submitter;
    held.push(() => form.requestSubmit(submitter));
  },
  true,
);

for (const type of intentEvents) addEventListener(type, loadApp, { capture: true, passive: true });
const mode = document.querySelector<HTMLMetaElement>(`meta[name="${hydrationMetaName}"]`)?.content ?? 'on-intent';
if (mode === 'after-load') {
  if (document.readyState === 'complete') loadApp();
  else addEventListener('load', loadApp, { once: true });
}
document.documentElement.dataset.hydrated = mode;
