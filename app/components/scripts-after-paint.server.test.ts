import { describe, expect, it } from "vitest";
import { INERT_MODULE_PRELOAD, INERT_MODULE_SCRIPT } from "./scripts-after-paint";
import { withScriptsAfterPaint } from "./scripts-after-paint.server";

const moduleScript = [
  ";",
  'import * as route0 from "/assets/root.js";',
  "  window.__reactRouterManifest = {",
  '  "entry": {',
  '    "module": "/assets/entry.js"',
  "  }",
  "};",
  'import("/assets/entry.js");',
].join("\n");

const page = [
  '<head><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/app.css"/></head><body><main>Page</main>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${moduleScript}</script>`,
  '<script type="application/ld+json">{}</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body>",
].join("");

describe("scripts after the paint (decision 0036)", () => {
  it("leaves React Router's module script and preloads inert, and every other script as it was", () => {
    const html = withScriptsAfterPaint(page);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });

  it("moves the preloads beside the module script, whose manifest loses its indentation", () => {
    expect(withScriptsAfterPaint(page)).toBe(
      [
        '<head><link rel="stylesheet" href="/app.css"/></head><body><main>Page</main>',
        "<script>window.__reactRouterContext = {};</script>",
        `${INERT_MODULE_PRELOAD} href="/assets/entry.js"/>${INERT_MODULE_PRELOAD} href="/assets/root.js"/>`,
        INERT_MODULE_SCRIPT,
        ';import * as route0 from "/assets/root.js";window.__reactRouterManifest = {"entry": {"module": "/assets/entry.js"}};import("/assets/entry.js");',
        "</script>",
        '<script type="application/ld+json">{}</script>',
        "<script>window.__reactRouterContext.streamController.close();</script></body>",
      ].join(""),
    );
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = "<head></head><body><main>Page</main></body>";
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });
});
