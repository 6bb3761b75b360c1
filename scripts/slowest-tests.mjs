// The slowest tests of the last `npm test`, as a Markdown table for docs/testing.md: reads the JSON
// reports each stage writes (Vitest's json reporter, Playwright's) from test-logs/reports/.
//   node scripts/slowest-tests.mjs [count=30] [reports folder]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const REPORTS_DIR = "test-logs/reports";

/** Every test of a Vitest JSON report: its file (from the checkout `root`), its full name, its time in ms. */
function vitestTimes(report, stage, root) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      stage,
      file: relative(root, file.name),
      name: test.fullName,
      ms: test.duration ?? 0,
    })),
  );
}

/** Every test of a Playwright JSON report, each project's run apart. */
function playwrightTimes(report, stage) {
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        stage: `${stage} (${test.projectName})`,
        file: join("tests/e2e", spec.file),
        name: [...titles, spec.title].join(" › "),
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, []));
}

/** Every timed test in `dir`'s reports. */
export function testTimes(dir = REPORTS_DIR) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const report = JSON.parse(readFileSync(join(dir, name), "utf8"));
      const stage = name.replace(/\.json$/, "");
      // The reports lie in <checkout>/test-logs/reports.
      const root = resolve(dir, "..", "..");
      return "testResults" in report ? vitestTimes(report, stage, root) : playwrightTimes(report, stage);
    });
}

export function slowestTable(times, count = 30) {
  const rows = [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
  return [
    "| # | s | stage | test |",
    "|---:|---:|---|---|",
    ...rows.map(
      (test, index) =>
        `| ${index + 1} | ${(test.ms / 1000).toFixed(1)} | ${test.stage} | \`${test.file}\` ${test.name.replaceAll("|", "\\|")} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count = "30", dir = REPORTS_DIR] = process.argv.slice(2);
  console.log(slowestTable(testTimes(dir), Number(count)));
}
