/**
 * The layout check run inside the page: sideways scrolling of the document, an element that
 * sticks out of its container (outside the horizontal scrollers a screen means to have), and
 * a tab label cut short. Each fault is one line naming the element, so a failing run lists
 * every fault of every route and width at once.
 */
import type { Page } from 'playwright-core';

export const LAYOUT_WIDTHS = [360, 768, 1280] as const;
export const LAYOUT_HEIGHT = 800;

/** Waits until the page has drawn its content: no "Loading…" left and the DOM quiet for a moment. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main || main.textContent?.trim() === '') return false;
      return !Array.from(document.querySelectorAll('[role=status]')).some((el) =>
        /^Loading/.test(el.textContent ?? ''),
      );
    },
    undefined,
    { timeout: 15_000 },
  );
  // Quiet means no DOM change for 150 ms (lazy chunks, live queries); give up waiting after 3 s.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 150);
        const giveUp = setTimeout(done, 3000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 150);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve();
        }
      }),
  );
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
      .evaluate(async (to) => {
        interface Router {
          navigate(options: { href: string }): Promise<void>;
        }
        const isRouter = (value: unknown): value is Router =>
          typeof value === 'object' && value !== null && 'navigate' in value && typeof value.navigate === 'function';
        // TanStack Router registers itself here in the browser (its devtools read it).
        const router: unknown = Reflect.get(self, '__TSR_ROUTER__');
        if (!isRouter(router)) return false;
        await router.navigate({ href: to });
        return true;
      }, route)
      // A route that leaves the page (a full redirect) is loaded the ordinary way.
      .catch(() => false));
  if (!inApp) await page.goto(`${origin}${route}`);
}

/** Visits `route` and checks it at every width; the faults come back as "route @ width: fault". */
export async function checkRoute(page: Page, origin: string, route: string): Promise<string[]> {
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
