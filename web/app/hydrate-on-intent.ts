import { appMetaName, hydrationMetaName } from '../../common/site/hydration-meta';

/**
 * The first and only script of a server-rendered page whose app may come later, sent to visitors who are not
 * signed in (a route's handle says `hydrate`; a <meta> in the page says which):
 * - `on-intent` (the home page, the site's reading pages): links, the vessel search (a GET form) and the FAQ's
 *   <details> work as plain HTML, and the app (React, the router, the query cache) is loaded, hydrating the same
 *   markup, as soon as the visitor does anything: moves the pointer, touches, scrolls with a wheel, presses a key
 *   or focuses a field. A crawler or a link preview runs this script alone.
 * - `after-load` (the vessel search, a vessel's page, the log-in page): the same, and at the latest once the page
 *   has loaded, its pictures included, and been painted: on a slow connection the text and the ships' photos come
 *   before the app's JavaScript.
 *
 * It imports nothing itself, and the server writes it into the page (server/lib/web-pages.ts): nothing to fetch
 * before the page paints.
 *
 * Fields typed into, buttons clicked and forms without an address submitted in the moment before the app answers
 * are given back and replayed once it does (React keeps the server's elements when it hydrates, so they are the
 * same nodes).
 */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;
const held: (() => void)[] = [];
let loading: Promise<unknown> | null = null;

function loadApp() {
  if (loading) return;
  for (const type of intentEvents) removeEventListener(type, onIntent, true);
  const hydrated = new Promise<void>((resolve) => {
    const root = document.documentElement;
    const check = () => {
      if (root.dataset.hydrated === 'true') resolve();
      if (root.dataset.hydrated === 'true' || root.dataset.hydrated === 'failed') observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
  // The app's entry and the modules it imports, as the page's head would have named them (server/lib/web-pages.ts):
  // fetched side by side rather than one import after another.
  const app = document.querySelector<HTMLMetaElement>(`meta[name="${appMetaName}"]`);
  if (!app) return;
  for (const href of (app.dataset.preload ?? '').split(' ').filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  loading = import(/* @vite-ignore */ app.content).then(() => hydrated);
  void loading.then(() => {
    restoreTyped();
    for (const replay of held.splice(0)) replay();
  });
}

/**
 * Runs `then` once the page's first contentful paint is on screen: the browser reports it when the frame was
 * presented, which can be after the frame's own animation callbacks on a busy phone. Browsers without paint
 * timing wait for the next frame instead. A tab in the background paints nothing, so its app waits until it is shown.
 */
function afterFirstPaint(then: () => void) {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame(then);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

/** Runs `then` once a frame after now has been drawn: the second animation frame begins after the first one. */
function afterNextFrame(then: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
}

/**
 * The visitor's first move. One that comes before the page has painted is the browser's, not the visitor's: a
 * pointer already over the window is "moved" onto the page as it lays out. The app then waits for the paint.
 */
function onIntent() {
  for (const type of intentEvents) removeEventListener(type, onIntent, true);
  afterFirstPaint(loadApp);
}

function ready() {
  return document.documentElement.dataset.hydrated === 'true';
}

// What the visitor typed or chose before the app answered. Hydration gives each field the value the app's state
// holds (empty), so it is given back, through the events the app listens for, as if typed again.
const typed = new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, { value: string; checked: boolean }>();
const remember = (event: Event) => {
  const field = event.target;
  if (ready() || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return;
  typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
};
addEventListener('input', remember, true);
addEventListener('change', remember, true);

function restoreTyped() {
  for (const [field, was] of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== was.checked) field.click();
    } else {
      // Given back even when the field still shows it: the app's state does not hold it yet. React tracks the last
      // value it saw through the element's own setter; emptied that way and refilled through the prototype's, the
      // event reads as the change it is (as Testing Library's fireEvent does).
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, was.value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  typed.clear();
}

// A click on a button that needs the app: held, then clicked again once the app answers. A menu button tapped or
// clicked answers at once: the list it controls (`aria-controls`, `aria-expanded`) is shown or hidden here, and the
// replayed click brings the app's state to the same place (the menus render their list hidden, not absent, while
// closed). A list hidden by the `hidden` class instead (the vessel search's filters, which a wide screen always
// shows) has the class flipped: the app sets the whole class list when it answers, so nothing set here outlives it,
// where an attribute would keep the list hidden. A list hidden in neither way is left to the app. A button pressed
// with the keyboard (a click with no pointer, `detail` 0) waits for the app, whose menus answer the arrow keys that
// follow.
addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button:not([type="submit"])') : null;
    if (ready() || !button) return;
    if (event.detail > 0) toggleDisclosure(button);
    loadApp();
    held.push(() => button.click());
  },
  true,
);

function toggleDisclosure(button: HTMLButtonElement) {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list || !button.hasAttribute('aria-expanded')) return;
  const open = button.getAttribute('aria-expanded') === 'true';
  if (list.hidden !== open) list.hidden = open;
  else if (list.classList.contains('hidden') !== open) list.classList.toggle('hidden', open);
  else return;
  button.setAttribute('aria-expanded', String(!open));
}

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

for (const type of intentEvents) addEventListener(type, onIntent, { capture: true, passive: true });
const mode = document.querySelector<HTMLMetaElement>(`meta[name="${hydrationMetaName}"]`)?.content ?? 'on-intent';
// The load event can come before the first paint: the app then waits for it, and for the frame that shows what
// loaded (the pictures), so that its scripts do not share the connection and the main thread with them.
const afterLoad = () => afterNextFrame(() => afterFirstPaint(loadApp));
if (mode === 'after-load') {
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
document.documentElement.dataset.hydrated = mode;
