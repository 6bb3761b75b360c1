import { describe, expect, it } from "vitest";
import { INERT_MODULE_PRELOAD, INERT_MODULE_SCRIPT } from "./scripts-after-paint";
import { withScriptsAfterPaint } from "./scripts-after-paint.server";

const page = [
  '<head><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/app.css"/></head><body>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root.js";</script>',
  '<script type="application/ld+json">{}</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body>",
].join("");

describe("scripts after the paint (decision 0036)", () => {
  it("leaves React Router's module script and preloads inert, and every other script as it was", () => {
    expect(withScriptsAfterPaint(page)).toBe(
      page
        .replace('<script type="module" async="">', INERT_MODULE_SCRIPT)
        .replaceAll('<link rel="modulepreload"', INERT_MODULE_PRELOAD),
    );
    expect(withScriptsAfterPaint(page)).not.toContain('type="module"');
    expect(withScriptsAfterPaint(page)).toContain("<script>window.__reactRouterContext = {};</script>");
  });
});
