/**
 * The order a driver takes the day's stops in (issue #34): the store's route as someone arranged it
 * by hand, and the stops nobody placed yet after those, by ZIP code, then street, then house number,
 * so neighbours come one after another. Client-safe.
 */

export interface RouteStop {
  /** The stop's place as someone arranged it; null: never placed by hand. */
  routePosition: number | null;
  zip: string | null;
  address: string | null;
}

/** "1520 W Elm St" → the street ("w elm st") and its number (1520), for the default order. */
export function streetOf(address: string | null): { street: string; houseNumber: number } {
  const text = (address ?? "").trim().toLowerCase();
  const match = /^(\d+)[a-z]?\s+(.*)$/.exec(text);
  return match
    ? { street: match[2] ?? "", houseNumber: Number(match[1]) }
    : { street: text, houseNumber: Number.MAX_SAFE_INTEGER };
}

function byZipAndStreet(a: RouteStop, b: RouteStop): number {
  const zip = (a.zip ?? "").localeCompare(b.zip ?? "");
  if (zip !== 0) return zip;
  const [first, second] = [streetOf(a.address), streetOf(b.address)];
  return first.street.localeCompare(second.street) || first.houseNumber - second.houseNumber;
}

/** The stops in route order: placed ones by their place, then the rest by ZIP code and street. */
export function routeOrder<Stop extends RouteStop>(stops: readonly Stop[]): Stop[] {
  const placed = stops
    .filter((stop) => stop.routePosition !== null)
    .sort((a, b) => (a.routePosition ?? 0) - (b.routePosition ?? 0) || byZipAndStreet(a, b));
  const unplaced = stops.filter((stop) => stop.routePosition === null).sort(byZipAndStreet);
  return [...placed, ...unplaced];
}

/** The route with one stop moved a place earlier or later; the same route when it cannot move. */
export function moveInRoute<Stop>(
  route: readonly Stop[],
  stop: Stop,
  direction: "earlier" | "later",
): Stop[] {
  const from = route.indexOf(stop);
  const to = direction === "earlier" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= route.length) return [...route];
  const moved = [...route];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}
