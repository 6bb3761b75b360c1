#!/usr/bin/env node
// systemd's stand-in for tests that run docs/deploy.md's lines as written (systemd does not run on
// the test machine): `systemctl start|stop|enable|daemon-reload <unit>` for the units of deploy/,
// read from their files, with their drop-ins from $SYSTEMD_SYSTEM_DIR (/etc/systemd/system). Each
// unit's /srv/store is $STORE_ROOT and its /etc/store/store.env is $STORE_ENV_FILE; its Environment=, EnvironmentFile=, WorkingDirectory=, ExecStart= and
// ExecStartPost= lines are what runs. A service started stays running, its pid in
// $STORE_ROOT/<unit>.pid and its output in $STORE_ROOT/<unit>.log, until `stop` sends SIGTERM and
// waits for it to exit.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

const DEPLOY = new URL("../../deploy/", import.meta.url);
const root = process.env.STORE_ROOT;
const envFile = process.env.STORE_ENV_FILE;
const [action, ...names] = process.argv.slice(2).filter((arg) => arg !== "--now");
const enableNow = process.argv.includes("--now");

// As systemctl does, a name without a suffix is a service.
for (const name of names.map((each) => (/\.(service|timer)$/.test(each) ? each : `${each}.service`))) {
  if (action === "stop") await stop(name);
  else if (action === "start" || (action === "enable" && enableNow)) start(name);
  else if (action !== "enable" && action !== "daemon-reload")
    throw new Error(`systemctl ${action}: not faked`);
}

/** The unit's file in deploy/ (an instance reads its template), as [key, value] lines with /srv/store and %i filled in. */
function unitLines(name) {
  const [, base, instance = "", kind] = /^([\w-]+?)(?:@(\w+))?\.(service|timer)$/.exec(name) ?? [];
  if (!base) throw new Error(`systemctl: no unit ${name}`);
  const file = `${base}${instance ? "@" : ""}.${kind}`;
  return [readFileSync(new URL(file, DEPLOY), "utf8"), ...dropIns(name)]
    .join("\n")
    .split("\n")
    .filter((line) => /^\w+=/.test(line))
    .map((line) => {
      const at = line.indexOf("=");
      const value = line
        .slice(at + 1)
        .replaceAll("/srv/store", root)
        .replaceAll("%i", instance);
      return [line.slice(0, at), value];
    });
}

/** The unit's drop-ins, `<unit>.d/*.conf` under $SYSTEMD_SYSTEM_DIR (/etc/systemd/system), in systemd's order. */
function dropIns(name) {
  const dir = join(process.env.SYSTEMD_SYSTEM_DIR ?? "/nonexistent", `${name}.d`);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".conf"))
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

function serviceOf(name) {
  const lines = unitLines(name);
  const all = (key) => lines.filter(([each]) => each === key).map(([, value]) => value);
  const env = { PATH: process.env.PATH };
  for (const assignments of all("Environment"))
    for (const [, key, value] of assignments.matchAll(/(\w+)=(\S+)/g)) env[key] = value;
  if (all("EnvironmentFile").length) Object.assign(env, parseEnv(readFileSync(envFile, "utf8")));
  return {
    type: all("Type")[0] ?? "simple",
    cwd: all("WorkingDirectory")[0] ?? "/",
    env,
    start: all("ExecStart").map(words),
    after: all("ExecStartPost").map(words),
  };
}

/** A command line's words, as systemd splits them (double quotes keep spaces and lose their marks). */
function words(line) {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]);
}

function start(name) {
  if (name.endsWith(".timer")) return; // No timers here: the service it starts is started by hand.
  const service = serviceOf(name);
  if (service.type === "oneshot") {
    for (const [command, ...args] of [...service.start, ...service.after]) {
      const run = spawnSync(command, args, { cwd: service.cwd, env: service.env, stdio: "inherit" });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
    return;
  }
  const [command, ...args] = service.start[0];
  const log = openSync(join(root, `${name}.log`), "a");
  const child = spawn(command, args, {
    cwd: service.cwd,
    env: service.env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  closeSync(log);
  writeFileSync(join(root, `${name}.pid`), String(child.pid));
  child.unref();
}

async function stop(name) {
  const pidFile = join(root, `${name}.pid`);
  const pid = Number(readFileSync(pidFile, "utf8"));
  process.kill(pid, "SIGTERM");
  while (alive(pid)) await new Promise((next) => setTimeout(next, 50));
  rmSync(pidFile);
}

/** Running: a process that exited but was not reaped yet (its parent, the shell's, is gone) is not. */
function alive(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}
