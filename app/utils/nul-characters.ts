/**
 * U+0000 in text: SQLite stores it, PostgreSQL refuses it mid-transaction ("invalid byte sequence
 * for encoding UTF8: 0x00"), and no field of the store means it. Refused once, where a request's
 * body enters (issue #14), so both databases answer alike and no field can forget.
 */
const NUL = "\u0000";

export function hasNulCharacter(text: string): boolean {
  return text.includes(NUL);
}

/** The paths ("customer.name", "items.0.id") of every string, or object key, holding U+0000. */
export function nulCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return hasNulCharacter(value) ? [path.join(".") || "body"] : [];
  if (Array.isArray(value))
    return value.flatMap((entry, index) => nulCharacterPaths(entry, [...path, String(index)]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    hasNulCharacter(key) ? [[...path, key].join(".")] : nulCharacterPaths(entry, [...path, key]),
  );
}
