// `npm test`: every check and every test of the store, in stages that share the machine's cores,
// with one line per stage (what it counted, how long it took). A stage's own output goes to
// test-logs/logs/<stage>.log and is printed whole when the stage fails; each test's time goes
// to test-logs/reports/ (`node scripts/slowest-tests.mjs` lists the slowest).
//
// `npm test -- unit e2e` runs only the stages named, after the build (quick when nothing changed).
//
// PostgreSQL: TEST_DATABASE_URL when set (as .ci/run does), else a throwaway server of the tests'
// own (scripts/throwaway-postgres.mjs), so every PostgreSQL test runs on a newcomer's machine too.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { REPORTS_DIR, slowestTable, testTimes } from "./slowest-tests.mjs";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const LOGS_DIR = "test-logs/logs";

/** A Vitest JSON report's count, e.g. "1,985 tests in 169 files (2 skipped)". */
function vitestCount(name) {
  const report = JSON.parse(readFileSync(join(REPORTS_DIR, `${name}.json`), "utf8"));
  const skipped = report.numPendingTests + report.numTodoTests;
  const files = report.testResults.length;
  return `${report.numTotalTests.toLocaleString("en")} tests in ${files} file${files === 1 ? "" : "s"}${skipped ? ` (${skipped} skipped)` : ""}`;
}

/** A Playwright JSON report's count, e.g. "408 tests (3 skipped)". */
function playwrightCount(name) {
  const { stats } = JSON.parse(readFileSync(join(REPORTS_DIR, `${name}.json`), "utf8"));
  const total = stats.expected + stats.unexpected + stats.flaky + stats.skipped;
  return `${total.toLocaleString("en")} tests${stats.skipped ? ` (${stats.skipped} skipped)` : ""}${stats.flaky ? `, ${stats.flaky} FLAKY` : ""}`;
}

const vitest = (name, selection) => ({
  command: [
    "npx",
    "vitest",
    "run",
    ...selection,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${REPORTS_DIR}/${name}.json`,
  ],
  count: () => vitestCount(name),
});

/** Every stage: the command, and what it counted once it passed. */
const STAGES = {
  tools: {
    command: [
      "sh",
      "-c",
      ["chromium", "haproxy", "nginx"].map((tool) => `node scripts/ensure-${tool}.mjs`).join(" && "),
    ],
  },
  typecheck: { command: ["npm", "run", "-s", "typecheck"] },
  lint: { command: ["npm", "run", "-s", "lint"] },
  build: { command: ["node", "scripts/build-if-missing.mjs"] },
  unit: vitest("unit", ["--project", "unit", "--project", "unit-mocks"]),
  http: vitest("http", ["--project", "http"]),
  fleet: vitest("fleet", ["--config", "vitest.fleet.config.ts"]),
  e2e: {
    command: ["npx", "playwright", "test", "--reporter=dot,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${REPORTS_DIR}/e2e.json` },
    count: () => playwrightCount("e2e"),
  },
};

/**
 * The stages in waves: a wave's stages run side by side, the next starts when they all passed. The
 * suites start the production build's server, so the build comes first (the fleet suite waits for
 * it on the build's lock). Every suite is CPU-bound on two cores: running more at once only
 * stretches each test towards its time limit (measured in docs/testing.md), so the browser suite
 * runs after the others. The fleet's bursts of orders share the machine's PostgreSQL: beside the
 * unit suite's own bursts (kill -9s under orders, 2,000 hostile bodies) its pools waited past their
 * 5 s and answered 503, so it runs beside the type check and lint, which use no database.
 */
const WAVES = [["build", "typecheck", "lint", "fleet"], ["unit", "http"], ["e2e"]];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The stages' processes still running, each the leader of its group. */
const running = new Set();

function stopEveryStage() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // the group is gone already
    }
  }
}

function runCommand(name, { command, env = {} }) {
  const log = createWriteStream(join(LOGS_DIR, `${name}.log`));
  return new Promise((resolve) => {
    // A process group of its own, so an interrupted run stops the servers a stage started too.
    const child = spawn(command[0], command.slice(1), {
      env: { ...process.env, ...env, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("close", (code) => {
      running.delete(child);
      log.end(() => resolve(code === 0));
    });
  });
}

async function runStage(name) {
  const stage = STAGES[name];
  const startedAt = Date.now();
  const passed = await runCommand(name, stage);
  const took = seconds(Date.now() - startedAt);
  const counted = passed && stage.count ? `${stage.count()}, ` : "";
  console.log(`${passed ? "✓" : "✗"} ${name.padEnd(10)} ${counted}${took}`);
  const log = join(LOGS_DIR, `${name}.log`);
  if (!passed && existsSync(log)) {
    console.log(`\n──── ${name}: its whole output (${log}) ────`);
    console.log(readFileSync(log, "utf8"));
  }
  return passed;
}

async function withPostgres(run) {
  if (process.env.TEST_DATABASE_URL) {
    console.log("PostgreSQL: TEST_DATABASE_URL");
    return run();
  }
  const postgres = await startThrowawayPostgres();
  console.log(`PostgreSQL: the tests' own throwaway server (${postgres.url})`);
  process.env.TEST_DATABASE_URL = postgres.url;
  try {
    return await run();
  } finally {
    postgres.stop();
  }
}

let interrupted = false;

/** Ctrl-C or a CI's timeout: every stage's processes go too, and the tests' own PostgreSQL after them. */
function stopOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => {
      interrupted = true;
      stopEveryStage();
    });
}

async function main() {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !(name in STAGES));
  if (unknown.length) {
    console.error(`No such stage: ${unknown.join(", ")}. The stages: ${WAVES.flat().join(", ")}.`);
    return (process.exitCode = 2);
  }
  stopOnSignals();
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  mkdirSync(LOGS_DIR, { recursive: true });
  // The programs the suites start (installed when missing, on Debian as root).
  if (!(await runStage("tools"))) return (process.exitCode = 1);
  console.log(`npm test on ${availableParallelism()} cores`);
  const startedAt = Date.now();
  // Every suite needs the build; it is quick when nothing changed.
  const suiteChosen = chosen.some((name) => WAVES.slice(1).flat().includes(name));
  const needed = new Set(chosen.length ? [...(suiteChosen ? ["build"] : []), ...chosen] : WAVES.flat());
  const waves = WAVES.map((wave) => wave.filter((name) => needed.has(name)));
  const passed = await withPostgres(async () => {
    for (const wave of waves) {
      const results = await Promise.all(wave.map(runStage));
      if (results.includes(false)) return false;
    }
    return true;
  });
  console.log(
    `${passed ? "✓ every stage passed" : "✗ a stage failed"} in ${seconds(Date.now() - startedAt)}`,
  );
  if (passed) console.log(`\nThe ten slowest tests:\n${slowestTable(testTimes(), 10)}`);
  process.exitCode = interrupted ? 130 : passed ? 0 : 1;
}

await main();
