import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Every entry of app/routes.ts, layouts' children included, in the order they are written. */
export function everyRoute(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...everyRoute(entry.children ?? [])]);
}
