// `npm run test:under-load`: the whole `npm test` while another program keeps both cores busy
// (Debian's stress-ng, installed when missing on Debian as root), as a loaded CI machine would.
// A test that fails here but passes on a quiet machine waits on time instead of on the store.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { delimiter, join } from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";

const findStressNg = () =>
  [...(process.env.PATH ?? "").split(delimiter), "/usr/bin"]
    .map((dir) => join(dir, "stress-ng"))
    .find((path) => existsSync(path));

ensureDebianPackage({
  found: () => Boolean(findStressNg()),
  debianPackage: "stress-ng",
  purpose: "the tests under load",
  elsewhere:
    "No stress-ng found. Install your system's stress-ng package (Debian: apt-get install stress-ng).",
});

const cores = availableParallelism();
const load = spawn(findStressNg(), ["--cpu", String(cores), "--quiet"], { stdio: "ignore" });
console.log(`stress-ng keeps ${cores} cores busy (pid ${load.pid}) while npm test runs`);
const stopLoad = () => load.exitCode === null && load.kill("SIGTERM");
process.once("SIGINT", () => {
  stopLoad();
  process.exit(130);
});
const run = spawnSync("npm", ["test"], { stdio: "inherit" });
stopLoad();
process.exitCode = run.status ?? 1;
