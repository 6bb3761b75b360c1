// A caching nginx in front of the store, for the edge-cache tests and benchmark: the operating
// system's nginx with proxy_cache honouring the store's own Cache-Control (nothing ignored, nothing
// cached by default), in a temporary folder of its own with its own pid file.
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** NGINX_PATH, then `nginx` on PATH, then /usr/sbin (Debian's place). */
export function findNginx() {
  const onPath = (process.env.PATH ?? "").split(delimiter).map((dir) => dir && join(dir, "nginx"));
  const candidates = [process.env.NGINX_PATH, ...onPath, "/usr/sbin/nginx"];
  return candidates.find((path) => path && existsSync(path));
}

/** The config: a cache zone in `dir`, the key scheme + host + URI, X-Cache-Status on every answer. */
export function nginxConfig({ dir, port, upstream }) {
  return `daemon on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=store:10m max_size=256m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache store;
      proxy_cache_key $scheme$http_host$request_uri;
      # No proxy_cache_valid: only what the store's Cache-Control allows is kept, for as long as it says.
      proxy_cache_background_update on;
      proxy_cache_use_stale updating;
      proxy_cache_lock on;
      # The store's CSP and the CDN key headers are long: room for them.
      proxy_buffer_size 16k;
      proxy_buffers 8 16k;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:`port` in front of `upstream`; stop() ends it by its pid and removes its folder. */
export async function startNginx({ port, upstream }) {
  const binary = findNginx();
  if (!binary) throw new Error("No nginx found: run node scripts/ensure-nginx.mjs");
  const dir = mkdtempSync(join(tmpdir(), "store-nginx-"));
  // Started as root, nginx's workers run as another user: they must write the cache and temp files.
  chmodSync(dir, 0o777);
  const config = join(dir, "nginx.conf");
  writeFileSync(config, nginxConfig({ dir, port, upstream }));
  execFileSync(binary, ["-p", dir, "-c", config, "-e", join(dir, "error.log")], { stdio: "inherit" });
  const pidFile = join(dir, "nginx.pid");
  for (let waited = 0; !existsSync(pidFile) && waited < 5_000; waited += 50) await sleep(50);
  const pid = Number(readFileSync(pidFile, "utf8"));
  return {
    url: `http://127.0.0.1:${port}`,
    cacheDir: join(dir, "cache"),
    /** Every stored entry's key (nginx writes "KEY: <key>" into each cache file's header). */
    storedKeys() {
      return cacheFiles(join(dir, "cache")).map(
        (file) => /\nKEY: (.*)\n/.exec(readFileSync(file, "latin1"))?.[1],
      );
    },
    async stop() {
      try {
        process.kill(pid, "SIGQUIT");
      } catch {
        // Already gone.
      }
      for (let waited = 0; existsSync(pidFile) && waited < 5_000; waited += 50) await sleep(50);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function cacheFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
