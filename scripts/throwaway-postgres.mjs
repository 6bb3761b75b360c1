// A PostgreSQL server of the tests' own, for a machine where TEST_DATABASE_URL is unset: the
// system's initdb and pg_ctl (Debian's postgresql package, installed when missing on Debian as
// root) make a cluster in a temporary folder, serve it on a free port of 127.0.0.1 and remove it
// afterwards. Durability is off: the cluster lives as long as one test run.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";
import { freePort } from "./free-port.mjs";

/** The folder holding initdb and pg_ctl: pg_config's, Debian's newest, or the PATH's. */
export function findPostgresBinaries() {
  const candidates = [];
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: "pipe" }).trim());
  } catch {
    // no pg_config: look where Debian puts each major version
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const majors = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...majors.map((major) => join(debian, major, "bin")));
  }
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function clusterOwner() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/**
 * Starts the cluster; `url` is its `postgres` database as a superuser may use it (tests create and
 * drop databases there), `stop()` stops it at once and removes every file.
 */
export async function startThrowawayPostgres() {
  ensureDebianPackage({
    found: () => Boolean(findPostgresBinaries()),
    debianPackage: "postgresql",
    purpose: "the PostgreSQL tests",
    elsewhere:
      "No PostgreSQL found for the PostgreSQL tests. Install your system's postgresql package " +
      "(Debian: apt-get install postgresql), or set TEST_DATABASE_URL to a server where the tests may create databases.",
  });
  const bin = findPostgresBinaries();
  const dir = mkdtempSync(join(tmpdir(), "store-postgres-"));
  const data = join(dir, "data");
  const owner = clusterOwner();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const asOwner = { stdio: "pipe", encoding: "utf8", ...(owner ?? {}) };
  const port = await freePort();
  try {
    execFileSync(
      join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
      asOwner,
    );
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c max_connections=300",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    ].join(" ");
    execFileSync(
      join(bin, "pg_ctl"),
      ["-D", data, "-l", join(dir, "server.log"), "-o", settings, "-w", "start"],
      asOwner,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The tests' own PostgreSQL did not start: ${error.stderr || error.message}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        execFileSync(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], asOwner);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
