import { execFile } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);

/**
 * The graph's rules (`npm run lint:graph`: dependency-cruiser, then the architecture report's
 * --check), proved on a copy of the source with one probe per rule placed in it. The probes sit in
 * one copy and are cruised once: each breaks its own rule, in a file of its own.
 */
const PROBES: Record<string, string> = {
  // A feature reaching past another's public entry.
  "app/features/orders/probe-internals.ts":
    'import { createProductSearch } from "~/features/catalog/search/product-search";\nexport const probe = createProductSearch;\n',
  // A feature reading one it may not: catalog sits below orders.
  "app/features/catalog/probe-order.ts":
    'import { ORDER_STATUSES } from "~/features/orders";\nexport const probe = ORDER_STATUSES;\n',
  // A feature calling a flow back.
  "app/features/orders/probe-flow.ts":
    'import { placeOrder } from "~/flows/place-order.server";\nexport const probe = placeOrder;\n',
  // A flow reaching into a feature's internals.
  "app/flows/probe-internals.server.ts":
    'import { storedOrder } from "~/features/orders/orders.server";\nexport const probe = storedOrder;\n',
  // utils/ reading the request context.
  "app/utils/probe-context.server.ts":
    'import { storeRequest } from "~/load-context.server";\nexport const probe = storeRequest;\n',
  // The schema importing a feature.
  "db/probe-feature.ts":
    'import { isOrderStatus } from "../app/features/orders";\nexport const probe = isOrderStatus;\n',
  // A circle made of type imports only, across two features' public entries.
  "app/features/orders/probe-circle.ts":
    'import type { InventoryProbe } from "~/features/inventory";\nexport type OrdersProbe = InventoryProbe | "orders";\n',
  "app/features/inventory/probe-circle.ts":
    'import type { OrdersProbe } from "~/features/orders";\nexport type InventoryProbe = Exclude<OrdersProbe, "orders"> | "inventory";\n',
  // A circle of plain imports inside one feature.
  "app/features/orders/circle-probe-a.ts":
    'import { probeB } from "./circle-probe-b";\nexport const probeA = () => probeB;\n',
  "app/features/orders/circle-probe-b.ts":
    'import { probeA } from "./circle-probe-a";\nexport const probeB = () => probeA;\n',
  // Allowed: orders reads the catalogue through its entry.
  "app/features/orders/probe-allowed.ts":
    'import { isGiftBoxLabel } from "~/features/catalog";\nexport const probe = isGiftBoxLabel;\n',
  // A function of 81 lines.
  "app/features/orders/probe-long.ts": `export function probeLong(): number {\n  let total = 0;\n${"  total += 1;\n".repeat(77)}  return total;\n}\n`,
};

const ENTRY_EXPORTS: Record<string, string> = {
  "app/features/orders/index.ts": 'export type { OrdersProbe } from "./probe-circle";\n',
  "app/features/inventory/index.ts": 'export type { InventoryProbe } from "./probe-circle";\n',
};

let mirror: string;
let violations: Array<{ rule: string; from: string; to: string; cycle: string[] }>;
let report: { code: number; stderr: string };

beforeAll(async () => {
  mirror = mkdtempSync(join(tmpdir(), "store-graph-probes-"));
  for (const dir of ["app", "db", "server", "cli"]) cpSync(dir, join(mirror, dir), { recursive: true });
  for (const file of [
    "tsconfig.json",
    "package.json",
    ".dependency-cruiser.cjs",
    "scripts/architecture-report.mjs",
  ])
    cpSync(file, join(mirror, file));
  symlinkSync(resolve("node_modules"), join(mirror, "node_modules"));
  for (const [path, text] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(mirror, path)), { recursive: true });
    writeFileSync(join(mirror, path), text);
  }
  for (const [path, text] of Object.entries(ENTRY_EXPORTS)) appendFileSync(join(mirror, path), text);
  const [cruised, checked] = await Promise.all([cruise(mirror), check(mirror)]);
  violations = cruised;
  report = checked;
}, 120_000);

afterAll(() => rmSync(mirror, { recursive: true, force: true }));

async function cruise(cwd: string) {
  const args = ["app", "server", "cli", "db", "--config", ".dependency-cruiser.cjs", "--output-type", "json"];
  // depcruise exits non-zero when it finds violations; its JSON is on stdout either way.
  const { stdout } = await run(join(cwd, "node_modules/.bin/depcruise"), args, {
    cwd,
    maxBuffer: 64 << 20,
  }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const summary = JSON.parse(stdout).summary as {
    violations: Array<{ rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> }>;
  };
  return summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
    cycle: (violation.cycle ?? []).map((step) => step.name),
  }));
}

async function check(cwd: string) {
  return run("node", ["scripts/architecture-report.mjs", "--check"], { cwd }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

const rulesFrom = (file: string) =>
  [...new Set(violations.filter((v) => v.from === file).map((v) => v.rule))].sort();

describe("the graph runs one way (docs/architecture.md): each rule fails on its probe", () => {
  it("a feature importing another feature's internals", () => {
    expect(rulesFrom("app/features/orders/probe-internals.ts")).toEqual(["feature-through-public-entry"]);
  });

  it("a feature importing one below it in the order only (catalog → orders)", () => {
    expect(rulesFrom("app/features/catalog/probe-order.ts")).toEqual(["feature-order:catalog"]);
  });

  it("a feature calling a flow", () => {
    expect(rulesFrom("app/features/orders/probe-flow.ts")).toContain("feature-never-imports-flows");
  });

  it("a flow reaching into a feature", () => {
    expect(rulesFrom("app/flows/probe-internals.server.ts")).toEqual(["flow-through-public-entry"]);
  });

  it("utils/ reading the request context", () => {
    expect(rulesFrom("app/utils/probe-context.server.ts")).toContain("utils-never-read-the-request");
  });

  it("db/ importing a feature", () => {
    expect(rulesFrom("db/probe-feature.ts")).toEqual(["db-never-imports-the-app"]);
  });

  it("an import that closes a circle", () => {
    // dependency-cruiser names a circle once, from one of its files.
    const probes = ["app/features/orders/circle-probe-a.ts", "app/features/orders/circle-probe-b.ts"];
    expect([...new Set(probes.flatMap(rulesFrom))]).toEqual(["no-circular"]);
    const circle = violations.find((v) => v.rule === "no-circular" && probes.includes(v.from));
    expect(circle?.cycle).toEqual(expect.arrayContaining(probes));
  });

  it("a circle of type imports across two features is a circle, and inventory may not read orders", () => {
    const circles = violations.filter((v) => v.rule === "no-circular").map((v) => [v.from, ...v.cycle]);
    expect(circles.some((files) => files.includes("app/features/inventory/probe-circle.ts"))).toBe(true);
    expect(circles.flat().some((file) => file.startsWith("app/features/orders/"))).toBe(true);
    expect(rulesFrom("app/features/inventory/probe-circle.ts")).toContain("feature-order:inventory");
  });

  it("an import through the public entry that the order allows passes", () => {
    expect(rulesFrom("app/features/orders/probe-allowed.ts")).toEqual([]);
  });

  it("the report's --check fails on the circle, the pair of features and the long function", () => {
    expect(report.code).toBe(1);
    expect(report.stderr).toMatch(/an import circle: .*probe-circle/);
    expect(report.stderr).toMatch(/features that import each other: (catalog ↔ orders|inventory ↔ orders)/);
    expect(report.stderr).toContain(
      "a function over 80 lines: app/features/orders/probe-long.ts: probeLong (81 lines)",
    );
  });
});
