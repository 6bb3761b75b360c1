// A product page's data, made up but of the store's shape and size (about 10 KB of JSON).
const NOTES =
  "oak smoke vanilla peat honey citrus pepper caramel spice toffee cherry malt barley sherry cask".split(" ");
const TYPES = [
  "whisky",
  "gin",
  "rum",
  "vodka",
  "tequila",
  "mezcal",
  "brandy",
  "cognac",
  "liqueur",
  "wine",
].concat(["champagne", "beer", "cider", "sake", "vermouth", "bitters"]);
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function notes(seed: number, count: number): string {
  return Array.from({ length: count }, (_, index) => NOTES[(seed * 7 + index * 3) % NOTES.length]).join(" ");
}

function photo(name: string) {
  return {
    src: `/images/${name}-640.webp`,
    srcSet: `/images/${name}-320.webp 320w, /images/${name}-640.webp 640w, /images/${name}-1280.webp 1280w`,
    alt: `A bottle of ${name}`,
  };
}

export function productPageOf(slug: string) {
  return {
    product: {
      id: 4711,
      name: `Highland Single Malt ${slug}`,
      brand: { slug: "glen-example", name: "Glen Example" },
      type: "whisky",
      abv: 43,
      origin: "Scotland",
      description: [notes(1, 120), notes(2, 120), notes(3, 80)],
      tasting: { nose: notes(4, 20), palate: notes(5, 20), finish: notes(6, 20) },
      photos: [1, 2, 3, 4].map((index) => photo(`${slug}-${index}`)),
      sizes: [50, 200, 375, 750, 1000].map((ml, index) => ({
        id: `${slug}-${ml}`,
        label: `${ml} ml`,
        priceCents: 500 + ml * 3,
        stock: (index * 7) % 11,
      })),
      facts: Array.from({ length: 10 }, (_, index) => ({
        name: `Fact ${index}`,
        value: notes(10 + index, 8),
      })),
    },
    related: Array.from({ length: 6 }, (_, index) => ({
      slug: `related-${index}`,
      name: `Related bottle ${index} ${notes(20 + index, 2)}`,
      brand: `Brand ${index}`,
      priceCents: 1999 + index * 250,
      photo: photo(`related-${index}`),
      blurb: notes(30 + index, 55),
    })),
    types: TYPES.map((type) => ({ slug: type, label: type[0]!.toUpperCase() + type.slice(1) })),
    hours: DAYS.map((day, index) => ({
      day,
      opens: index < 6 ? "10:00" : "12:00",
      closes: index < 5 ? "20:00" : "18:00",
    })),
  };
}

export type ProductPageOf = ReturnType<typeof productPageOf>;
