/**
 * The layout check run inside the page: sideways scrolling of the document, an element that
 * sticks out of its container (outside the horizontal scrollers a screen means to have), and
 * a tab label cut short. Each fault is one line naming the element, so a failing run lists
 * every fault of every route and width at once.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

export const LAYOUT_WIDTHS = [360, 768, 1280] as const;
export const LAYOUT_HEIGHT = 800;

/** How many animation frames in a row the page must draw the same thing before it is checked. */
const STEADY_FRAMES = 3;
/** How long a page may take to finish loading a route before that is reported as a fault. */
const SETTLE_LIMIT_MS = 15_000;
/** A request open longer than this is not the route loading (a long poll, a stalled image). */
const STALE_REQUEST_MS = 10_000;
/** After an answer, the sync worker still stores it and the page draws it: this long at most. */
const AFTER_ANSWER_MS = 120;

interface Traffic {
  /** Each request still waiting for its answer, with when it started. */
  open: Map<Request, number>;
  /** When the last answer (or failure) came in. */
  lastAnswer: number;
}

const trafficByContext = new WeakMap<BrowserContext, Traffic>();

/** The requests of the context's pages, workers and service worker, followed from the first call on. */
function trafficOf(context: BrowserContext): Traffic {
  let traffic = trafficByContext.get(context);
  if (!traffic) {
    const followed: Traffic = { open: new Map(), lastAnswer: 0 };
    const answered = (request: Request) => {
      followed.open.delete(request);
      followed.lastAnswer = Date.now();
    };
    context.on('request', (request) => followed.open.set(request, Date.now()));
    context.on('requestfinished', answered);
    context.on('requestfailed', answered);
    trafficByContext.set(context, followed);
    traffic = followed;
  }
  return traffic;
}

/** Whether a request of the route is open, or an answer came in too recently to be drawn yet. */
const loading = ({ open, lastAnswer }: Traffic): boolean =>
  Date.now() - lastAnswer < AFTER_ANSWER_MS ||
  [...open.values()].some((since) => Date.now() - since < STALE_REQUEST_MS);

/**
 * Waits until the page draws the same thing for STEADY_FRAMES frames in a row with a non-empty
 * main, no "Loading…" status or busy region and its fonts loaded; checked every frame.
 */
function steadyFrames(page: Page, limit: number): Promise<void> {
  return page.evaluate(
    ({ frames, limit }) =>
      new Promise<void>((resolve, reject) => {
        const giveUp = performance.now() + limit;
        /** What the page draws now, or null while it is still loading. */
        const drawn = (): string | null => {
          const main = document.querySelector('main');
          const text = main?.textContent?.trim() ?? '';
          if (text === '' || document.fonts.status !== 'loaded') return null;
          if (document.querySelector('[aria-busy=true]')) return null;
          const saysLoading = Array.from(document.querySelectorAll('[role=status]')).some((el) =>
            /^Loading/.test(el.textContent ?? ''),
          );
          if (saysLoading) return null;
          const root = document.documentElement;
          return [
            document.body.getElementsByTagName('*').length,
            root.scrollWidth,
            root.scrollHeight,
            document.body.textContent?.length ?? 0,
          ].join(' ');
        };
        let last: string | null = null;
        let steady = 0;
        // A page that draws no frames at all (a busy or throttled renderer) still gives up on time.
        const timer = setTimeout(() => reject(new Error('the page never finished loading')), limit);
        const tick = () => {
          const now = drawn();
          steady = now !== null && now === last ? steady + 1 : 0;
          last = now;
          if (steady >= frames) {
            clearTimeout(timer);
            resolve();
          } else if (performance.now() > giveUp) reject(new Error('the page never finished loading'));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames: STEADY_FRAMES, limit },
  );
}

/**
 * Waits until the page has drawn the route's content: no request of the page, its sync worker
 * or its service worker open or just answered, and the page steady (see steadyFrames). Ends as
 * soon as that holds: a width change alone needs a few frames, not the fixed quiet period
 * (150 ms with no DOM change) that every route and width used to pay.
 */
export async function settle(page: Page): Promise<void> {
  const traffic = trafficOf(page.context());
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    await steadyFrames(page, Math.max(deadline - Date.now(), 0));
    if (!loading(traffic)) return;
    while (loading(traffic)) {
      if (Date.now() > deadline) throw new Error('the page never finished loading');
      // Wait for the answers and their drawing, then for the page to be steady again.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The layout faults of the page as it is now, one line each (at most `limit`). */
export function layoutFaults(page: Page, limit = 8): Promise<string[]> {
  return page.evaluate((max) => {
    const faults: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > root.clientWidth) {
      faults.push(`the document scrolls sideways (scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth})`);
    }

    const describe = (el: Element): string => {
      const role = el.getAttribute('role');
      const name = el.getAttribute('aria-label');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${name ? ` aria-label="${name}"` : ''}>${text ? ` "${text}"` : ''}`;
    };
    // Nothing changes the page during one pass: each element's style and each answer about its
    // ancestors is worked out once (the walk up for every element made big pages slow).
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element): CSSStyleDeclaration => {
      let style = styles.get(el);
      if (!style) {
        style = getComputedStyle(el);
        styles.set(el, style);
      }
      return style;
    };
    const isScroller = (el: Element) => ['auto', 'scroll'].includes(styleOf(el).overflowX);
    const clips = (el: Element) => styleOf(el).overflowX !== 'visible';
    /** The box an element must fit in: its parent's, or the viewport for positioned layers. */
    const containerOf = (el: Element): Element | 'viewport' | null => {
      const position = styleOf(el).position;
      if (position === 'fixed' || position === 'absolute') return 'viewport';
      let parent = el.parentElement;
      while (parent && styleOf(parent).display === 'contents') parent = parent.parentElement;
      return parent;
    };
    const scrolling = new Map<Element, boolean>();
    /** Whether `el` or an ancestor below the body scrolls sideways. */
    const scrollsOrInsideScroller = (el: Element | null): boolean => {
      if (!el || el === document.body) return false;
      let answer = scrolling.get(el);
      if (answer === undefined) {
        answer = isScroller(el) || scrollsOrInsideScroller(el.parentElement);
        scrolling.set(el, answer);
      }
      return answer;
    };
    const insideScroller = (el: Element): boolean => scrollsOrInsideScroller(el.parentElement);

    const reported = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (faults.length >= max) break;
      if (!(el instanceof HTMLElement) && el.tagName.toLowerCase() !== 'svg') continue;
      const style = styleOf(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px clipped box, by design.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if ([...reported].some((outer) => outer.contains(el))) continue;
      if (insideScroller(el)) continue;
      const container = containerOf(el);
      if (container === null) continue;
      let left = 0;
      let right = viewport;
      if (container !== 'viewport') {
        if (clips(container)) continue;
        const box = container.getBoundingClientRect();
        left = box.left;
        right = box.right;
      }
      const excess = Math.max(rect.right - right, left - rect.left);
      if (excess > 1) {
        reported.add(el);
        const where = container === 'viewport' ? 'the viewport' : describe(container);
        faults.push(`${describe(el)} sticks out of ${where} by ${Math.round(excess)} px`);
      }
    }

    for (const tab of Array.from(document.querySelectorAll('[role=tab]'))) {
      if (faults.length >= max) break;
      if (!(tab instanceof HTMLElement) || tab.getClientRects().length === 0) continue;
      const cut = [tab, ...Array.from(tab.querySelectorAll<HTMLElement>('*'))].some(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 &&
          (el === tab || getComputedStyle(el).textOverflow === 'ellipsis' || clips(el)),
      );
      if (cut)
        faults.push(`the tab label ${describe(tab)} is cut (scrollWidth ${tab.scrollWidth} > ${tab.clientWidth})`);
    }
    return faults;
  }, limit);
}

/**
 * Opens `route` in the app already running on the page, as a link does: the router's
 * navigate resolves once the route's code and data are loaded. A full load per route spent
 * most of this check starting the app again (script, database, sync worker); a page that is
 * not on `origin` yet, or has no router, is loaded the ordinary way.
 */
async function visit(page: Page, origin: string, route: string): Promise<void> {
  const inApp =
    new URL(page.url()).origin === origin &&
    (await page
      .evaluate(
        async ({ to, limit }) => {
          interface Router {
            navigate(options: { href: string }): Promise<void>;
          }
          const isRouter = (value: unknown): value is Router =>
            typeof value === 'object' && value !== null && 'navigate' in value && typeof value.navigate === 'function';
          // TanStack Router registers itself here in the browser (its devtools read it).
          const router: unknown = Reflect.get(self, '__TSR_ROUTER__');
          if (!isRouter(router)) return false;
          // A route whose loading never ends is left to settle(), which reports it.
          const stalled = new Promise<void>((resolve) => setTimeout(resolve, limit));
          await Promise.race([router.navigate({ href: to }), stalled]);
          return true;
        },
        { to: route, limit: SETTLE_LIMIT_MS },
      )
      // A route that leaves the page (a full redirect) is loaded the ordinary way.
      .catch(() => false));
  if (!inApp) await page.goto(`${origin}${route}`);
}

/** How long one route may take at all its widths before the page counts as stuck. */
const ROUTE_LIMIT_MS = 4 * SETTLE_LIMIT_MS;

/**
 * Visits `route` and checks it at every width; the faults come back as "route @ width: fault".
 * A page that stops answering (a script that never yields) fails with the route named.
 */
export async function checkRoute(page: Page, origin: string, route: string): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${route}: the page stopped answering`)), ROUTE_LIMIT_MS);
  });
  try {
    return await Promise.race([checkEveryWidth(page, origin, route), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkEveryWidth(page: Page, origin: string, route: string): Promise<string[]> {
  const found: string[] = [];
  await visit(page, origin, route);
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
    try {
      await settle(page);
    } catch {
      found.push(`${route} @ ${width}px: the page never finished loading`);
      continue;
    }
    for (const fault of await layoutFaults(page)) found.push(`${route} @ ${width}px: ${fault}`);
  }
  return found;
}
