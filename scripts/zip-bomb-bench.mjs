// Zip-bomb benchmark (issue #33): a production server on a fresh SQLite database takes zips of
// zeros on /staff/photos from a signed-in owner while a balancer-like probe asks /healthz every
// 20 ms. Prints each upload's time and answer, and how long /healthz took meanwhile. `--app-dir
// <dir>` measures another checkout's build (the "before" column of docs/benchmarks.md); run by
// `npm run bench`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { zipOf } from "../tests/fixtures/photos.ts";
import { latencySpread, spawnBenchServer, timedGet, waitUntilServing } from "./bench-server.mjs";

const PORT = 3157;
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { email: "owner@bench.example", password: "correct horse battery" };
const ZEROS = new Uint8Array(8 * 1024 * 1024);

/** The zips measured: one the store unpacks (and refuses file by file), one past its limits. */
const BOMBS = [
  ["20 files of 8 MB of zeros", 20],
  ["300 files of 8 MB of zeros", 300],
];

export async function zipBombBenchmarks({ appDir = "." } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "store-zip-bomb-bench-"));
  const app = resolve(appDir);
  const server = spawnBenchServer(PORT, dir, {}, app);
  try {
    await waitUntilServing(`${BASE}/healthz`, server);
    addOwner(app, join(dir, "store.db"));
    const cookie = await signIn();
    const rows = [];
    const routes = (await (await fetch(`${BASE}/api/products`)).json()).map((product) => product.route);
    for (const [name, files] of BOMBS) rows.push(await upload(name, routes.slice(0, files), cookie));
    return rows;
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

function addOwner(app, database) {
  execFileSync(
    "node",
    ["scripts/store-cli.mjs", "staff-add", "--email", OWNER.email, "--name", "Owner", "--role", "owner"],
    {
      cwd: app,
      env: {
        ...process.env,
        DATABASE_URL: `file:${database}`,
        STAFF_PASSWORD: OWNER.password,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

async function signIn() {
  const response = await fetch(`${BASE}/staff/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(OWNER).toString(),
  });
  if (response.status !== 302) throw new Error(`sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Each file named after a product, so that the store unpacks it to look at it. */
async function upload(name, routes, cookie) {
  const zip = zipOf(routes.map((route) => ({ name: `${route}.jpg`, bytes: ZEROS })));
  const form = new FormData();
  form.append("photos", new File([new Uint8Array(zip)], "photos.zip", { type: "application/zip" }));
  const started = performance.now();
  let done = false;
  const sent = fetch(`${BASE}/staff/photos`, {
    method: "POST",
    headers: { cookie, accept: "application/json" },
    body: form,
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
  void sent.finally(() => (done = true));
  const health = [];
  while (!done) {
    health.push(await timedGet(`${BASE}/healthz`));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const status = await sent;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const packedMb = (zip.byteLength / 1024 / 1024).toFixed(1);
  return [
    `a zip of ${name} (${packedMb} MB packed) on /staff/photos`,
    `${status} in ${seconds} s; meanwhile /healthz ${latencySpread(health, "probes")}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { "app-dir": { type: "string" } } });
  const rows = await zipBombBenchmarks({ appDir: values["app-dir"] });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
}
