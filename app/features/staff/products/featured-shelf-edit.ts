import { z } from "zod";

/** What staff can do to a home shelf's choices, one button at a time (works without JavaScript). */
export const SHELF_INTENTS = ["add", "remove", "up", "down"] as const;
export type ShelfIntent = (typeof SHELF_INTENTS)[number];

const routeList = z
  .string()
  .max(20_000)
  .transform((text) => text.split("\n").filter((route) => route !== ""));

/** A shelf edit as the console's forms send it; `shown` is the shelf's choices, one route a line. */
export const shelfEditSchema = z.object({
  type: z.string().min(1).max(100),
  shown: routeList,
  intent: z.enum(SHELF_INTENTS),
  route: z.string().min(1, "Choose a product.").max(500),
});
export type ShelfEdit = z.infer<typeof shelfEditSchema>;

/** The shelf's choices after the edit; the same order when the edit asks for nothing new. */
export function editedShelf({ shown, intent, route }: ShelfEdit): string[] {
  const at = shown.indexOf(route);
  switch (intent) {
    case "add":
      return at === -1 ? [...shown, route] : shown;
    case "remove":
      return shown.filter((chosen) => chosen !== route);
    case "up":
      return at > 0 ? swapped(shown, at - 1, at) : shown;
    case "down":
      return at !== -1 && at < shown.length - 1 ? swapped(shown, at, at + 1) : shown;
  }
}

function swapped(routes: readonly string[], first: number, second: number): string[] {
  return routes.map((route, index) => {
    if (index === first) return routes[second] ?? route;
    if (index === second) return routes[first] ?? route;
    return route;
  });
}
