/**
 * Where a value stands in a JSON text, to name a catalogue file's line to the staff member who
 * edits it (issue #31). JSON.parse keeps no positions and no JSON parser with positions is among
 * the project's packages, so this walks the text itself: only along the path asked for, skipping
 * siblings, which the text's having passed JSON.parse makes safe.
 */

/**
 * A finder of lines (from 1) in `text`, JSON that JSON.parse accepted: `lineOf(path)` is the line
 * where the value at `path` starts, or where its deepest existing parent starts when the value is
 * missing. A key written twice counts where it is written last, as JSON.parse keeps that one.
 */
export function jsonLineFinder(text: string): (path: readonly PropertyKey[]) => number {
  const newlines: number[] = [];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) newlines.push(at);
  // Where each path's value starts, so that many rows of one file share the walk down to them.
  const starts = new Map<string, number | null>([["", skipSpace(text, 0)]]);

  const startOf = (path: readonly PropertyKey[]): number | null => {
    const key = path.map(String).join("\u0000");
    const known = starts.get(key);
    if (known !== undefined) return known;
    const parent = startOf(path.slice(0, -1));
    const step = path[path.length - 1];
    const start = parent === null || step === undefined ? null : childStart(text, parent, step);
    starts.set(key, start);
    return start;
  };

  return (path) => {
    let depth = path.length;
    let start = startOf(path);
    while (start === null && depth > 0) start = startOf(path.slice(0, --depth));
    return lineAt(newlines, start ?? 0);
  };
}

/** Where the member `step` of the object or array starting at `at` starts, or null. */
function childStart(text: string, at: number, step: PropertyKey): number | null {
  const open = text[at];
  if (open !== "[" && open !== "{") return null;
  const close = open === "[" ? "]" : "}";
  let found: number | null = null;
  let index = 0;
  let pos = skipSpace(text, at + 1);
  while (text[pos] !== close && pos < text.length) {
    let matches = index === step;
    if (open === "{") {
      const keyEnd = skipString(text, pos);
      const key: unknown = JSON.parse(text.slice(pos, keyEnd));
      matches = key === String(step);
      pos = skipSpace(text, skipSpace(text, keyEnd) + 1);
    }
    if (matches) found = pos;
    if (open === "[" && matches) return found;
    pos = skipSpace(text, skipValue(text, pos));
    if (text[pos] === ",") pos = skipSpace(text, pos + 1);
    index++;
  }
  return found;
}

function skipSpace(text: string, at: number): number {
  let pos = at;
  while (pos < text.length && " \t\n\r".includes(text.charAt(pos))) pos++;
  return pos;
}

/** Past the string whose opening quote is at `at`. */
function skipString(text: string, at: number): number {
  let pos = at + 1;
  while (pos < text.length) {
    const char = text[pos];
    if (char === "\\") pos += 2;
    else if (char === '"') return pos + 1;
    else pos++;
  }
  return pos;
}

/** Past the value starting at `at`: nested objects and arrays are counted, not recursed into. */
function skipValue(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return skipString(text, at);
  if (first !== "{" && first !== "[") {
    let pos = at;
    while (pos < text.length && !",]} \t\n\r".includes(text.charAt(pos))) pos++;
    return pos;
  }
  let depth = 0;
  let pos = at;
  while (pos < text.length) {
    const char = text[pos];
    if (char === '"') {
      pos = skipString(text, pos);
      continue;
    }
    if (char === "{" || char === "[") depth++;
    else if (char === "}" || char === "]") depth--;
    pos++;
    if (depth === 0) return pos;
  }
  return pos;
}

/** The line (from 1) of offset `at`: one more than the newlines before it. */
function lineAt(newlines: number[], at: number): number {
  let low = 0;
  let high = newlines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((newlines[middle] ?? Infinity) < at) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}
