import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every end-to-end test fails on a console error or an uncaught page error, unless the test
 * declares the errors it provokes with `allowConsoleErrors`. Every test starts past the age gate
 * (localStorage isOver21), unless it sets `ageConfirmed: false`.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp;
  ageConfirmed: boolean;
  consoleErrors: string[];
}>({
  allowConsoleErrors: [/$^/, { option: true }],
  ageConfirmed: [true, { option: true }],
  context: async ({ context, ageConfirmed }, use) => {
    if (ageConfirmed) {
      await context.addInitScript(() => {
        try {
          if (location.hostname === "127.0.0.1") localStorage.setItem("isOver21", "true");
        } catch {
          // about:blank and opaque origins have no storage
        }
      });
    }
    await use(context);
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowConsoleErrors.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React has hydrated the page (React Router sets its globals before hydration ends). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__storeHydrated === true);
}

declare global {
  interface Window {
    __storeHydrated?: boolean;
    /** React Router's own router in the browser: a test navigates as a link click would. */
    __reactRouterDataRouter?: { navigate(to: string, options?: object): Promise<void> };
  }
}

/** Holds every request matching `url` until the returned function is called: a slow network, on demand. */
export async function holdRequests(page: Page, url: RegExp | string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
