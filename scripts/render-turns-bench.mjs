// Two builds of the store side by side: uncached product renders of each, in turns (A, B, B, A…),
// so a machine whose speed drifts by a quarter within minutes compares the builds, not its drift.
// For a change too small for back-to-back runs, or a part switched off in a throwaway checkout.
// `node scripts/render-turns-bench.mjs <checkoutA> <checkoutB> [rounds]`; each checkout built
// (`npm run build`), B's extra environment in RENDER_TURNS_ENV_B as JSON.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { spawnBenchServer, waitUntilServing } from "./bench-server.mjs";

const PORTS = { a: 3171, b: 3172 };
const PRODUCT = "/product/buchanans-12-years";
const ROUND_SECONDS = 3;

const [checkoutA, checkoutB] = process.argv.slice(2, 4);
if (!checkoutA || !checkoutB) {
  console.error("usage: node scripts/render-turns-bench.mjs <checkoutA> <checkoutB> [rounds]");
  process.exit(2);
}
const rounds = Number(process.argv[4] ?? 8);
const dir = mkdtempSync(join(tmpdir(), "store-render-turns-"));
const servers = [
  startServer("a", checkoutA, {}),
  startServer("b", checkoutB, JSON.parse(process.env.RENDER_TURNS_ENV_B ?? "{}")),
];
try {
  for (const { port, child } of servers) await waitUntilServing(`http://127.0.0.1:${port}${PRODUCT}`, child);
  let next = 0;
  // Every request a new address, so neither page cache answers it.
  const rate = async (port, seconds) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${PRODUCT}`,
      connections: 10,
      duration: seconds,
      requests: [{ setupRequest: (req) => ({ ...req, path: `${PRODUCT}?n=${next++}` }) }],
    });
    if (result.non2xx) throw new Error(`port ${port}: ${result.non2xx} non-2xx answers`);
    return result.requests.average;
  };
  for (const { port } of servers) await rate(port, 2); // warm both
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    const rates = {};
    for (const { name, port } of order) rates[name] = await rate(port, ROUND_SECONDS);
    ratios.push(rates.b / rates.a);
    console.log(`round ${round + 1}: A ${Math.round(rates.a)} req/s, B ${Math.round(rates.b)} req/s`);
  }
  const sorted = ratios.sort((x, y) => x - y);
  const middle = (sorted[(rounds - 1) >> 1] + sorted[rounds >> 1]) / 2;
  console.log(
    `B/A: median ${(100 * middle).toFixed(0)} % (rounds ${(100 * sorted[0]).toFixed(0)}–${(100 * sorted.at(-1)).toFixed(0)} %)`,
  );
} finally {
  for (const { child } of servers) child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}

function startServer(name, checkout, env) {
  const serverDir = join(dir, name);
  mkdirSync(serverDir);
  return { name, port: PORTS[name], child: spawnBenchServer(PORTS[name], serverDir, env, resolve(checkout)) };
}
