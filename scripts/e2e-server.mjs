// Starts the production build for the end-to-end tests on a fresh database:
// `sqlite` (a new file under test-results/) or `postgres` (a new database on TEST_DATABASE_URL's server).
import { rmSync } from "node:fs";
import pg from "pg";

const [kind = "sqlite", port = "3100"] = process.argv.slice(2);
const dir = `test-results/e2e-${kind}`;
rmSync(dir, { recursive: true, force: true });

let databaseUrl = `file:./${dir}/store.db`;
if (kind === "postgres") {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set");
  const name = `store_e2e_${port}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

Object.assign(process.env, {
  NODE_ENV: "production",
  SESSION_SECRET: "e2e-session-secret",
  PORT: port,
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl,
  // Generated images are the same for every server and run: one cache for every suite.
  IMAGE_CACHE_DIR: "./.cache/test-image-cache",
  NUMBERS_GIVEN_FILE: "./test-results/e2e-numbers-given.json",
  LOG_LEVEL: "warn",
  // No balancer to notice a drain: Playwright stops the server at once.
  DRAIN_MS: "0",
  // Every test shops from 127.0.0.1: the per-address order limit has its own test (own server).
  ORDER_RATE_LIMIT: "100000",
});
await import("../server.js");
