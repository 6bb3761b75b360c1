import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

/**
 * A copy of the app with the project's lint configuration, where the probes are placed: the import
 * rules read the files they follow from disk, and probes in the real app/ would be seen by the lint,
 * type check and build that run beside the tests.
 */
let mirror: string;
let eslint: ESLint;
const placed: string[] = [];

beforeAll(() => {
  mirror = mkdtempSync(join(tmpdir(), "store-lint-probes-"));
  for (const file of ["eslint.config.js", "tsconfig.json", "package.json"]) cpSync(file, join(mirror, file));
  cpSync("app", join(mirror, "app"), { recursive: true });
  symlinkSync(resolve("node_modules"), join(mirror, "node_modules"));
  eslint = new ESLint({ cwd: mirror });
});

afterAll(() => rmSync(mirror, { recursive: true, force: true }));

/** The rules that fail `npm run lint` on these files, placed in the app's copy for the while. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(join(mirror, path), text);
    placed.push(join(mirror, path));
  }
  const results = await eslint.lintFiles(Object.keys(files).map((path) => join(mirror, path)));
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));
}

afterEach(() => {
  for (const path of placed.splice(0)) rmSync(path, { force: true });
});

const fixture = (name: string) => readFileSync(join("tests/architecture/fixtures", name), "utf8");

describe("the rooms' boundaries are lint rules (docs/architecture.md)", () => {
  it("a feature importing another feature's internals fails lint", async () => {
    expect(
      await brokenRules({ "app/features/orders/boundary-probe.ts": fixture("feature-internals.ts") }),
    ).toEqual(["import/no-restricted-paths"]);
  });

  it("a feature importing a file in a sub-folder of another feature fails lint", async () => {
    expect(
      await brokenRules({ "app/features/orders/boundary-probe.ts": fixture("feature-sub-room.ts") }),
    ).toEqual(["import/no-restricted-paths"]);
  });

  it("the same import through the feature's public entry passes", async () => {
    expect(
      await brokenRules({ "app/features/orders/boundary-probe.ts": fixture("public-entry.ts") }),
    ).toEqual([]);
  });

  it("components/, utils/ and i18n/ importing a feature fail lint", async () => {
    for (const room of ["components", "utils", "i18n"]) {
      expect(
        await brokenRules({ [`app/${room}/boundary-probe.ts`]: fixture("shared-imports-feature.ts") }),
      ).toEqual(["import/no-restricted-paths"]);
    }
  });
});

describe("raw HTML only where the CSP's script hashes were reviewed for it (decision 0029)", () => {
  it("dangerouslySetInnerHTML outside the vetted files fails lint", async () => {
    const rules = await brokenRules({
      "app/features/orders/raw-html-probe.tsx":
        'export const Probe = () => <div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />;\n',
    });
    expect(rules).toEqual(["no-restricted-syntax"]);
  });
});
