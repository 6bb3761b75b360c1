// Before the end-to-end tests: make sure a Chromium is there. On Debian as root it installs the
// headless shell (scripts/debian-package.mjs); elsewhere any Chromium found will do, or it says
// what to install.
import { existsSync } from "node:fs";
import { HEADLESS_SHELL, findChromium } from "./chromium.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

const canInstall = existsSync("/etc/debian_version") && process.getuid?.() === 0;

ensureDebianPackage({
  found: () =>
    Boolean(findChromium()) &&
    (Boolean(process.env.CHROMIUM_PATH) || existsSync(HEADLESS_SHELL.path) || !canInstall),
  debianPackage: HEADLESS_SHELL.debianPackage,
  purpose: "the end-to-end tests",
  elsewhere:
    "No Chromium found. Install your system's chromium-headless-shell or chromium package " +
    "(Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
});
