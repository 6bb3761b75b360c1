/** "Añejo Cristalino 1942!" → "anejo-cristalino-1942": a URL-safe slug. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug or lowercase word as people read it: "puerto-rico" → "Puerto Rico". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** `base`, else `base-2`, `base-3`…: the first of them `taken` does not hold. */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  let name = base;
  for (let suffix = 2; taken.has(name); suffix++) name = `${base}-${suffix}`;
  return name;
}
