// Before the end-to-end tests: make sure a Chromium is there. On Debian as root it installs the
// `chromium` package; anywhere else it says what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./chromium.mjs";

if (!findChromium()) {
  const canInstall = existsSync("/etc/debian_version") && process.getuid?.() === 0;
  if (!canInstall) {
    console.error(
      "No Chromium found. Install your system's chromium package (Debian: apt-get install chromium) " +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the end-to-end tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (!findChromium()) {
    console.error("apt-get installed chromium but /usr/bin/chromium is still missing.");
    process.exit(1);
  }
}
