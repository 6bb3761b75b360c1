/**
 * How deep JSON the store reads may nest. The deepest it sends or reads on purpose is a catalogue
 * file's (about 6 levels); `[[[[…]]]]` thousands deep is only ever an attack on a recursive walk.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests deeper than `limit`, read character by character before anything parses or walks it
 * (brackets inside strings do not count). Text that is not JSON is left to the parser to refuse.
 */
export function nestsDeeperThan(json: Uint8Array | string, limit = MAX_JSON_DEPTH): boolean {
  // The characters that count are ASCII: a UTF-8 byte or a UTF-16 unit of anything else never equals one.
  const codeAt =
    typeof json === "string" ? (index: number) => json.charCodeAt(index) : (index: number) => json[index];
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const byte = codeAt(index);
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}
