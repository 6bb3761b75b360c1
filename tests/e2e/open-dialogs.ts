import type { Page } from "@playwright/test";

/**
 * In the page: what covers it now, one line each: an open <dialog>, a visible role=dialog, the age
 * gate's overlay when it shows. Closed ones (the cart panel) and hidden ones (the age gate once the
 * age is confirmed) are not.
 */
function dialogsShown(): string[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      "dialog[open], [role=dialog]:not([hidden]), [data-testid=age-gate-overlay]",
    ),
  ]
    .filter((dialog) => {
      const box = dialog.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        dialog.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      );
    })
    .map((dialog) => dialog.outerHTML.slice(0, 120));
}

/**
 * Puts dialogsShown in the page, as `window.__dialogsShown`: passed as text and run as DevTools runs
 * what is typed in its console, which the store's CSP (no eval) does not stop.
 */
async function withDialogsShown(page: Page): Promise<void> {
  await page.evaluate(`window.__dialogsShown = ${dialogsShown.toString()}`);
}

declare global {
  interface Window {
    __dialogsShown?: typeof dialogsShown;
  }
}

/** What covers the page once it has painted twice: a dialog an effect opens after render is up by then. */
export async function visibleDialogs(page: Page): Promise<string[]> {
  await withDialogsShown(page);
  return page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    return window.__dialogsShown!();
  });
}

/** A product page to reach by client-side navigation, and the name its heading shows once there. */
export interface ProductStep {
  route: string;
  name: string;
}

/**
 * Walks `steps` by client-side navigation inside the page, as a shopper's links would, each waited
 * for until its heading shows the product's name: what covered a page at any frame of the walk
 * ("<route>: <dialog>", a change to the page looked at in the frame after it), and the routes whose
 * heading never showed. In the page, with no wait per step beyond its heading, because a walk of
 * hundreds of products spent most of its time in round trips to the browser and in waiting frames.
 */
export async function dialogsOnWalk(
  page: Page,
  steps: ProductStep[],
): Promise<{ covered: string[]; unreached: string[] }> {
  await withDialogsShown(page);
  return page.evaluate(async (walk) => {
    const shown = window.__dialogsShown!;
    const frame = () => new Promise((painted) => requestAnimationFrame(painted));
    const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const covered: string[] = [];
    const unreached: string[] = [];
    let here = "";
    let looking = false;
    const lookNextFrame = () => {
      if (looking) return;
      looking = true;
      requestAnimationFrame(() => {
        looking = false;
        for (const dialog of shown()) covered.push(`${here}: ${dialog}`);
      });
    };
    const watcher = new MutationObserver(lookNextFrame);
    watcher.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    for (const { route, name } of walk) {
      here = route;
      await window.__reactRouterDataRouter?.navigate(`/product/${route}`);
      const until = performance.now() + 10_000;
      while (words(document.querySelector("h1")?.textContent) !== words(name)) {
        if (performance.now() > until) {
          unreached.push(route);
          break;
        }
        await frame();
      }
    }
    // The last page's effects, and the look they ask for, have their frames too.
    await frame();
    await frame();
    watcher.disconnect();
    return { covered: [...new Set(covered)], unreached };
  }, steps);
}
