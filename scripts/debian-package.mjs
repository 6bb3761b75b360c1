// Makes sure a tool the tests start themselves (HAProxy, nginx) is there. On Debian as root it
// installs the package without starting Debian's own service (the tests start their own, and an
// idle system one would only hold ports); anywhere else it says what to install.
import { execSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

// invoke-rc.d and deb-systemd-invoke ask this script whether a package may start its service;
// 101 = "no". A machine that has its own (containers do) keeps it.
const POLICY = "/usr/sbin/policy-rc.d";

/**
 * `found()` tells whether the tool is there; `debianPackage` is installed when it is not, for
 * `purpose`; `elsewhere` says what to do where the store cannot install it.
 */
export function ensureDebianPackage({ found, debianPackage, purpose, elsewhere }) {
  if (found()) return;
  const canInstall = existsSync("/etc/debian_version") && process.getuid?.() === 0;
  if (!canInstall) {
    console.error(elsewhere);
    process.exit(1);
  }
  console.log(`Installing Debian's ${debianPackage} package for ${purpose} (its service is not started)…`);
  const ownPolicy = !existsSync(POLICY);
  if (ownPolicy) writeFileSync(POLICY, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, {
      stdio: "inherit",
    });
  } finally {
    if (ownPolicy) rmSync(POLICY);
  }
  if (!found()) {
    console.error(`apt-get installed ${debianPackage} but its program is still missing.`);
    process.exit(1);
  }
}
