import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const HOOK = pathToFileURL("scripts/react-router-production.mjs").href;
const PRODUCTION_INDEX = pathToFileURL("node_modules/react-router/dist/production/index.mjs").href;

/** What a Node process that registered the hook (as server.js does in production) resolves and loads. */
function seenWithHook(): { router: string; dom: string; sameCopy: boolean; expressLoads: boolean } {
  const script = `
    import { register } from "node:module";
    register(${JSON.stringify(HOOK)});
    const router = await import("react-router");
    const production = await import(${JSON.stringify(PRODUCTION_INDEX)});
    const express = await import("@react-router/express");
    console.log(JSON.stringify({
      router: import.meta.resolve("react-router"),
      dom: import.meta.resolve("react-router/dom"),
      sameCopy: router.createRequestHandler === production.createRequestHandler,
      expressLoads: typeof express.createRequestHandler === "function",
    }));`;
  const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  return JSON.parse(printed) as ReturnType<typeof seenWithHook>;
}

describe("React Router's production build on the server (issue #17)", () => {
  it("sends every import of react-router to its production build, one copy for all", () => {
    const seen = seenWithHook();
    expect(seen.router).toMatch(/\/react-router\/dist\/production\/index\.mjs$/);
    expect(seen.dom).toMatch(/\/react-router\/dist\/production\/dom-export\.mjs$/);
    expect(seen.sameCopy).toBe(true);
    expect(seen.expressLoads).toBe(true);
  });
});
