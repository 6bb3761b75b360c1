import { resolve } from "node:path";

/** Where a tool is about to read and write, in words an operator checks at a glance (never a password). */
export function describeDatabase(url: string): string {
  if (url.startsWith("file:")) return `SQLite ${resolve(url.slice("file:".length))}`;
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  const user = parsed.username ? ` as ${decodeURIComponent(parsed.username)}` : "";
  return `PostgreSQL database ${name || "(the user's)"} on ${parsed.hostname}:${parsed.port || "5432"}${user}`;
}
