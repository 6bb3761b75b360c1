// Finds the Chromium the end-to-end tests drive: the operating system's, never a Playwright download.
// The headless shell first: it is what Playwright itself runs headless, and on two cores it takes
// about 40 % less CPU than the full browser for the same tests (docs/testing.md).
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's package of the headless shell, and where it puts the program. */
export const HEADLESS_SHELL = {
  debianPackage: "chromium-headless-shell",
  path: "/usr/bin/chromium-headless-shell",
};

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  const newestFirst = readdirSync(cache).sort().reverse();
  const binaries = [
    ...newestFirst
      .filter((name) => name.startsWith("chromium_headless_shell-"))
      .map((dir) => join(cache, dir, "chrome-linux", "headless_shell")),
    ...newestFirst
      .filter((name) => name.startsWith("chromium-"))
      .map((dir) => join(cache, dir, "chrome-linux", "chrome")),
  ];
  return binaries.find((binary) => existsSync(binary));
}

/**
 * CHROMIUM_PATH, then Debian's headless shell, then /usr/bin/chromium, then Playwright's own cache;
 * undefined when there is none.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    HEADLESS_SHELL.path,
    "/usr/bin/chromium",
    playwrightCacheChromium(),
  ];
  return candidates.find((path) => path && existsSync(path));
}
