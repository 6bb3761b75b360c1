import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "../scripts/build-if-missing.mjs";

/** Every file of the server bundle, with its text. */
function serverBundle(): { file: string; text: string }[] {
  return readdirSync("build/server", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(join("build/server", file), "utf8") }));
}

beforeAll(() => buildIfMissing(), 180_000);

describe("React Router's production build on the server (issue #17, decision 0025)", () => {
  it("is bundled with @react-router/express and @react-router/node: Node loads no copy of its own", () => {
    const imports = serverBundle().flatMap(({ file, text }) =>
      [...text.matchAll(/(?:from|import\()\s*["']((?:react-router|@react-router\/)[^"']*)["']/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(imports).toEqual([]);
  });

  it("is the production build: the development build's warnings are not in it", () => {
    // With ENABLE_DEV_WARNINGS = true (the development build) this text stays in the bundle.
    const warned = serverBundle().filter(({ text }) => text.includes("when your app is loading JS modules"));
    expect(warned.map(({ file }) => file)).toEqual([]);
  });
});
