/**
 * U+0000 in text: SQLite stores it, PostgreSQL refuses it mid-transaction ("invalid byte sequence
 * for encoding UTF8: 0x00"), and no field of the store means it. Refused once, where a request's
 * body enters (issue #14), so both databases answer alike and no field can forget.
 */
const NUL = "\u0000";

export function hasNulCharacter(text: string): boolean {
  return text.includes(NUL);
}

/** A value's place in the body: its key, and its parent's place (null at the top). */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "body";
}

/**
 * The paths ("customer.name", "items.0.id") of every string, or object key, holding U+0000, in the
 * order they are written. A loop over a stack of its own: input of any depth cannot exhaust the call
 * stack (issue #33), even where no depth limit came first.
 */
export function nulCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: at, place } = next;
    if (typeof at === "string") {
      if (hasNulCharacter(at)) found.push(pathOf(place));
    } else if (at !== null && typeof at === "object") {
      const entries = Array.isArray(at)
        ? at.map((entry, index) => [String(index), entry] as const)
        : Object.entries(at);
      // Pushed last to first, so the first entry is read next.
      for (const [key, entry] of entries.reverse()) {
        // A key holding U+0000 is reported in its place, as its value would be, and not read further.
        pending.push({ value: hasNulCharacter(key) ? NUL : entry, place: { key, parent: place } });
      }
    }
  }
  return found;
}
