// Finds the Chromium the end-to-end tests drive: the operating system's, never a Playwright download.
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

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((name) => name.startsWith("chromium-"))
    .sort()
    .reverse()) {
    const binary = join(cache, dir, "chrome-linux", "chrome");
    if (existsSync(binary)) return binary;
  }
  return undefined;
}

/** CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own cache; undefined when there is none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", playwrightCacheChromium()];
  return candidates.find((path) => path && existsSync(path));
}
