/**
 * How many typing slips turn one word into another: a letter added, dropped or changed, or two
 * neighbours swapped ("tequlia" is one slip from "tequila"). Row by row: each cell from the one
 * above, the one to its left and the one above that, and for a swap from two rows and columns back.
 */
export function editDistance(a: string, b: string): number {
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      current.push(
        Math.min(
          cell(previous, j) + 1,
          cell(current, j - 1) + 1,
          cell(previous, j - 1) + changed,
          swapped ? cell(twoBack, j - 2) + 1 : Infinity,
        ),
      );
    }
    twoBack = previous;
    previous = current;
  }
  return cell(previous, b.length);
}

/** A cell outside the table is a path that does not exist. */
function cell(row: number[], column: number): number {
  return row[column] ?? Infinity;
}

/**
 * A word as it sounds, so that spellings a Spanish or English speaker may try meet: "tekilla" and
 * "tequila" are both "tekila", "whisky" and "wiski" both "wiski", "servesa" and "cerveza" both
 * "serbesa". For words already lowercase and without accents.
 */
export function soundKey(word: string): string {
  return word
    .replace(/ph/g, "f")
    .replace(/qu|ck|c(?=[aou])/g, "k")
    .replace(/c(?=[ei])|z/g, "s")
    .replace(/v/g, "b")
    .replace(/y/g, "i")
    .replace(/(?<![cs])h/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** A word the catalogue knows, with how it sounds worked out once. */
export interface KnownWord {
  word: string;
  key: string;
}

export function knownWord(word: string): KnownWord {
  return { word, key: soundKey(word) };
}

/**
 * The known words closest to `word`, as spelt or as sounded, if within the slips allowed for its
 * length: the shorter of the word and its sound ("zzzzqqqq" sounds "sq", and is close to nothing).
 */
export function closestSpellings(
  word: string,
  known: KnownWord[],
  slipsFor: (letters: number) => number,
): string[] {
  const key = soundKey(word);
  let best = slipsFor(Math.min(word.length, key.length));
  let closest: string[] = [];
  for (const candidate of known) {
    const distance = Math.min(editDistance(word, candidate.word), editDistance(key, candidate.key));
    if (distance < best) [best, closest] = [distance, []];
    if (distance === best) closest.push(candidate.word);
  }
  return closest;
}
