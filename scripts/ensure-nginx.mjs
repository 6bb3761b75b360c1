// Before the edge-cache tests and benchmark: make sure an nginx is there (scripts/debian-package.mjs);
// Debian's nginx-light has proxy_cache in its core.
import { ensureDebianPackage } from "./debian-package.mjs";
import { findNginx } from "./nginx.mjs";

ensureDebianPackage({
  found: findNginx,
  debianPackage: "nginx-light",
  purpose: "the edge-cache tests",
  elsewhere:
    "No nginx found. Install your system's nginx package (Debian: apt-get install nginx-light) " +
    "or set NGINX_PATH to an nginx binary.",
});
