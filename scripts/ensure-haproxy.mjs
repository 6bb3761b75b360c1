// Before the tests that run the balancer: make sure an HAProxy is there (scripts/debian-package.mjs).
import { ensureDebianPackage } from "./debian-package.mjs";
import { findHaproxy } from "./haproxy.mjs";

ensureDebianPackage({
  found: findHaproxy,
  debianPackage: "haproxy",
  purpose: "the balancer tests",
  elsewhere:
    "No HAProxy found. Install your system's haproxy package (Debian: apt-get install haproxy) " +
    "or set HAPROXY_PATH to an haproxy binary (2.6 or later).",
});
