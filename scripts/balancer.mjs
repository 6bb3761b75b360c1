import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { findHaproxy } from "./haproxy.mjs";

// deploy/haproxy.cfg running in front of app servers the tests and benchmarks start, on ports of
// its own (types: balancer.d.mts).

const SERVER_LINES = /^ *# ---- app servers:.*\n(?:.*\n)*? *# ---- end of app servers ----\n/m;
const GLOBAL_SECTION = /^global\n(?:.*\n)*?(?=^defaults)/m;

/**
 * deploy/haproxy.cfg as the operator installs it, with the tests' servers and a global section
 * for a process the test owns (no chroot, no user switch, no syslog). The file's settings
 * (checks, retries, timeouts, headers, error pages) are the ones tested.
 */
export function balancerConfig(servers, { readinessPath = "/readyz" } = {}) {
  // An older build measured by the benchmarks has no /readyz: its balancer checks another path.
  const deployed = readFileSync("deploy/haproxy.cfg", "utf8").replace(
    "option httpchk GET /readyz",
    `option httpchk GET ${readinessPath}`,
  );
  if (!SERVER_LINES.test(deployed) || !GLOBAL_SECTION.test(deployed))
    throw new Error("deploy/haproxy.cfg lost its global section or its app-server markers");
  const lines = servers.map(({ name, address }) => `    server ${name} ${address}\n`).join("");
  // Its relative paths (errors/…) still read from deploy/, as they would beside the installed file.
  const deployDirectory = fileURLToPath(new URL("../deploy", import.meta.url));
  return deployed
    .replace(GLOBAL_SECTION, `global\n    default-path origin ${deployDirectory}\n\n`)
    .replace(SERVER_LINES, `    # ---- app servers (the test's) ----\n${lines}`);
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startBalancer(servers, options = {}) {
  const haproxy = findHaproxy();
  if (!haproxy)
    throw new Error("No HAProxy: run `node scripts/ensure-haproxy.mjs` (npm run test:unit does).");
  const dir = mkdtempSync(join(tmpdir(), "store-balancer-"));
  const config = join(dir, "haproxy.cfg");
  writeFileSync(config, balancerConfig(servers, options));
  const [port, statsPort] = [await freePort(), await freePort()];
  const child = spawn(haproxy, ["-db", "-f", config], {
    env: {
      ...process.env,
      BALANCER_ADDRESS: `127.0.0.1:${port}`,
      BALANCER_STATS_ADDRESS: `127.0.0.1:${statsPort}`,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Its warnings (servers going down and up) are the tests' doing; shown only if it fails to start.
  let messages = "";
  child.stderr.on("data", (chunk) => (messages += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const statsUrl = `http://127.0.0.1:${statsPort}/;csv`;

  const serverStates = async () => {
    const csv = await (await fetch(statsUrl)).text();
    const states = new Map();
    for (const row of csv.split("\n").map((line) => line.split(","))) {
      // pxname, svname, … , status is the 18th column.
      if (row[0] === "store_web" && row[1] !== "BACKEND") states.set(row[1], row[17]);
    }
    return states;
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (
    !(await serverStates().then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not start (exit code ${child.exitCode}):\n${messages}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, serverStates, stop };
}
