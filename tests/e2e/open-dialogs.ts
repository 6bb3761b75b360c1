import type { Page } from "@playwright/test";

/**
 * What covers the page once it has painted twice (a dialog an effect opens after render is up by
 * then), one line each: an open <dialog>, a visible role=dialog, the age gate's overlay when it shows.
 * Closed ones (the cart panel) and hidden ones (the age gate once the age is confirmed) are not.
 */
export function visibleDialogs(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
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
  });
}
