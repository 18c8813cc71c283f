// The part of the first-tap benchmark that runs in the page: installed before the page's own scripts, on every
// document of the tab (a tap on a plain link answers in the next one), it notes when the tap came, when the app
// had hydrated and when the answer was first on screen. Times are the page's clock made absolute (timeOrigin + now),
// so that two documents' times compare, and are kept in sessionStorage, which the tab keeps across a navigation.

/** What shows that the page answered: an element matching `selector`, rendered, on a page at `path`. */
export type Answer = { path: string; selector: string };

/** What a run left in the tab: absolute times in ms, null where it did not happen. */
export type Marks = { tap: number | null; hydrated: number | null; answer: number | null };

export const marksKey = 'bench-first-tap';

/**
 * Serialised by Playwright into the page: it refers to nothing outside itself. The answer counts once a frame shows
 * it: checked at each animation frame after the tap, and timed by a message posted from that frame, which runs
 * once the frame has been handed over for painting (the usual stand-in for the next paint).
 */
export function watchFirstTap({ answer, key }: { answer: Answer; key: string }) {
  const now = () => performance.timeOrigin + performance.now();
  const read = (): Marks => JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? { tap: null, hydrated: null, answer: null };
  const write = (change: Partial<Marks>) => sessionStorage.setItem(key, JSON.stringify({ ...read(), ...change }));
  let tappedHere = false;
  const hydrated = () => document.documentElement.dataset.hydrated === 'true';

  const shown = () =>
    location.pathname === answer.path &&
    [...document.querySelectorAll(answer.selector)].some((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  const watch = () => {
    if (read().answer !== null) return;
    if (!shown()) return void requestAnimationFrame(watch);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => write({ answer: now() });
    channel.port2.postMessage(null);
  };

  addEventListener(
    'touchstart',
    (event) => {
      if (read().tap !== null) return;
      tappedHere = true;
      // The event's own time: when the finger touched, before any of the page's listeners ran.
      write({ tap: performance.timeOrigin + event.timeStamp, hydrated: hydrated() ? now() : null });
      requestAnimationFrame(watch);
    },
    { capture: true, passive: true },
  );
  // A document opened by the tap (a plain link followed) looks for the answer from its start.
  if (read().tap !== null) requestAnimationFrame(watch);

  new MutationObserver(() => {
    if (tappedHere && hydrated() && read().hydrated === null) write({ hydrated: now() });
    // The document itself, subtree included: this runs before the page's <html> element exists.
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}
