// Finds the HAProxy the balancer tests run (deploy/haproxy.cfg): the operating system's.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/** HAPROXY_PATH, then `haproxy` on PATH, then /usr/sbin (Debian's place, off a normal user's PATH). */
export function findHaproxy() {
  const onPath = (process.env.PATH ?? "").split(delimiter).map((dir) => dir && join(dir, "haproxy"));
  const candidates = [process.env.HAPROXY_PATH, ...onPath, "/usr/sbin/haproxy"];
  return candidates.find((path) => path && existsSync(path));
}
