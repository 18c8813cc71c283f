/**
 * The first and only script of a server-rendered page that works without its app (a route whose handle says
 * `hydrate: 'on-intent'`: the home page and the site's reading pages), sent to visitors who are not signed in.
 * Links, the vessel search (a GET form) and the FAQ's <details> work as plain HTML; the app (React, the router,
 * the query cache) is loaded and hydrates the same markup as soon as the visitor does anything: moves the
 * pointer, touches, scrolls with a wheel, presses a key or focuses a field. A crawler or a link preview loads
 * this file alone; a person has the app before they reach for a menu.
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
document.documentElement.dataset.hydrated = 'on-intent';
