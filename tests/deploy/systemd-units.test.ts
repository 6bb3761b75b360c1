import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deployShellBlock } from "../setup/deploy-doc";

/**
 * The systemd units of deploy/ and the one-machine drop-in docs/deploy.md writes (issue #33): what
 * `systemd-analyze verify` says of them, as on a server. systemd does not run here, so the units
 * are read from a directory of their own; the store's code is not in /srv/store on this machine,
 * and that is the one thing verify may say.
 */

const hasVerify = spawnSync("systemd-analyze", ["--version"]).status === 0;
if (!hasVerify)
  console.warn("\n*** SKIPPED: the systemd units' check (systemd-analyze is not on this machine) ***\n");

const UNITS = [
  "store-web@3000.service",
  "store-worker.service",
  "store-backup.service",
  "store-backup.timer",
];
const CODE_NOT_HERE = /^[\w@.-]+: Command \/srv\/store\/node_modules\/\.bin\/node is not executable/;

describe.skipIf(!hasVerify)("the store's systemd units", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-units-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const unit of readdirSync("deploy").filter((name) => /\.(service|timer)$/.test(name)))
    copyFileSync(join("deploy", unit), join(dir, unit));

  /** What `systemd-analyze verify` prints of these units, found in `dir` before systemd's own paths. */
  function verify(units: string[]): string[] {
    const result = spawnSync("systemd-analyze", ["verify", ...units], {
      cwd: dir,
      env: { PATH: process.env.PATH, SYSTEMD_UNIT_PATH: `${dir}:` },
      encoding: "utf8",
    });
    return `${result.stdout}${result.stderr}`.split("\n").filter(Boolean);
  }

  it("pass systemd-analyze verify, with the one-machine drop-in docs/deploy.md writes", () => {
    // The drop-in's lines of the block (those before it reaches systemctl), as written but for sudo
    // and the directory.
    const lines = deployShellBlock("one-machine.conf").split("\n");
    const dropIn = lines
      .slice(
        0,
        lines.findIndex((line) => line.includes("systemctl")),
      )
      .join("\n")
      .replaceAll("sudo ", "")
      .replaceAll("/etc/systemd/system", dir);
    execFileSync("sh", ["-ec", dropIn], { stdio: ["ignore", "ignore", "pipe"], timeout: 10_000 });
    expect(readFileSync(join(dir, "store-web@3000.service.d", "one-machine.conf"), "utf8")).toBe(
      "[Service]\nEnvironment=STORE_ROLE=all DRAIN_MS=0\n",
    );
    expect(verify(UNITS).filter((line) => !CODE_NOT_HERE.test(line))).toEqual([]);
  });

  it("would say so of a unit with a key systemd does not know (the check reads the files)", () => {
    const unit = readFileSync(join(dir, "store-worker.service"), "utf8");
    writeFileSync(join(dir, "store-misspelt.service"), unit.replace("[Service]", "[Service]\nRestartSecs=2"));
    expect(verify(["store-misspelt.service"]).filter((line) => !CODE_NOT_HERE.test(line))).toEqual([
      expect.stringMatching(/Unknown key '?RestartSecs'? in section '?\[?Service\]?'?, ignoring/),
    ]);
  });
});
