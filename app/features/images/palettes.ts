// Colours for glass, liquid, closures and labels, chosen by the kind of drink and its name.
import type { LabelStyle } from "./bottle-label";
import type { SpiritKind } from "./bottle-shapes";
import { pick } from "./svg-kit";

/** `liquid: null` means the glass is too dark to see the drink (most red wine bottles). */
export type Glass = { glass: string; liquid: string | null };

const CLEAR = "#dde6e6";
const CLEAR_LIQUID = "#e6eeee";

const clear: Glass = { glass: CLEAR, liquid: CLEAR_LIQUID };
const inClear = (liquid: string): Glass => ({ glass: CLEAR, liquid });

const AMBERS = ["#b8661f", "#c47a2c", "#a5561b", "#c98a3a", "#9a4c18"] as const;
const DARK_RUMS = ["#6b3410", "#5a2a0e", "#7a3d12"] as const;
const LIQUEURS = ["#c9a27a", "#5fae4a", "#b3262e", "#3b2418", "#e07b24", "#d9a441", "#7d2a5c"] as const;

const has = (name: string, pattern: RegExp) => pattern.test(name);

/** Aged agave spirits take colour from the barrel; unaged ones (and most mezcal) are clear. */
function agaveGlass(kind: SpiritKind, name: string, hash: number): Glass {
  if (has(name, /blanco|silver|plata|cristalino|joven|white/)) return clear;
  if (has(name, /reposado/)) return inClear("#e2b65e");
  if (has(name, /anejo|extra/)) return inClear(pick(["#c98a3a", "#b8732a"], hash));
  return kind === "mezcal" ? clear : pick([clear, inClear("#e2b65e")], hash);
}

const LIQUEUR_COLORS: ReadonlyArray<readonly [RegExp, string]> = [
  [/cream|crema/, "#c9a27a"],
  [/coffee|cafe|kahlua|espresso/, "#3b2418"],
  [/melon|midori|menta|mint|apple|manzana/, "#5fae4a"],
  [/cherry|cereza|raspberry|frambuesa|strawberry|fresa/, "#b3262e"],
  [/orange|naranja|triple sec|curacao|grand marnier/, "#e07b24"],
  [/amaretto|hazelnut|avellana|caramel|butterscotch/, "#a8561a"],
];

function liqueurGlass(name: string, hash: number): Glass {
  const known = LIQUEUR_COLORS.find(([pattern]) => has(name, pattern));
  return inClear(known ? known[1] : pick(LIQUEURS, hash));
}

/** What the catalogue says a wine is (its wine type, else its name and varietal). */
export type WineStyle = "red" | "white" | "rose" | "sparkling";

/** Reds come in dark glass that hides the wine; whites show it through pale green; rosés through clear. */
function wineGlass(style: WineStyle, hash: number): Glass {
  switch (style) {
    case "white":
      return { glass: "#c9d8b0", liquid: "#e8dc9a" };
    case "rose":
      return inClear("#f0a9a0");
    case "sparkling":
      return { glass: pick(["#1d3320", "#24301c", "#2b3b22"], hash), liquid: null };
    case "red":
      return { glass: pick(["#1f3322", "#2a231c", "#263a26", "#1b2a1f"], hash), liquid: null };
  }
}

function rumGlass(name: string, hash: number): Glass {
  if (has(name, /blanco|white|silver|plata|light|cristal|blanca/)) return clear;
  if (has(name, /dark|black|negro|spiced|anejo|reserva|\d+ ?(year|yr|anos)/))
    return inClear(pick(DARK_RUMS, hash));
  return inClear(pick(AMBERS, hash));
}

/** `name` is lower case without accents, so "Añejo" matches /anejo/; `wine` says a wine's style. */
export function glassFor(kind: SpiritKind, name: string, hash: number, wine: WineStyle = "red"): Glass {
  switch (kind) {
    case "whiskey":
      return inClear(pick(AMBERS, hash));
    case "rum":
      return rumGlass(name, hash);
    case "tequila":
    case "mezcal":
      return agaveGlass(kind, name, hash);
    case "wine":
      return wineGlass(wine, hash);
    case "gin":
      return pick(
        [clear, clear, { glass: "#5b8fd0", liquid: null }, { glass: "#4c8a62", liquid: null }],
        hash,
      );
    case "cognac":
      return inClear(pick(["#9c4a12", "#8a3c10", "#a8561a"], hash));
    case "liquors":
      return liqueurGlass(name, hash);
    case "vodka":
    case "aguardiente":
      return clear;
    case "generic":
      return inClear("#d9a441");
  }
}

const STYLES = {
  cream: { paper: "#f6efe0", ink: "#2b2118", accent: "#a8823a" },
  black: { paper: "#1e1c1b", ink: "#f3e6c4", accent: "#c9a44c" },
  white: { paper: "#fbfbf8", ink: "#1f2f4a", accent: "#b0323a" },
  burgundy: { paper: "#6d1f2a", ink: "#f7ecd8", accent: "#d8b15a" },
  navy: { paper: "#1f2f4a", ink: "#f4efe4", accent: "#c9a44c" },
  forest: { paper: "#23402f", ink: "#f3ecd9", accent: "#d2ae5b" },
  parchment: { paper: "#ece0c2", ink: "#3a2614", accent: "#8c2f1f" },
} satisfies Record<string, LabelStyle>;

type StyleName = keyof typeof STYLES;

const LABELS_BY_KIND: Record<SpiritKind | "beer", readonly [StyleName, ...StyleName[]]> = {
  whiskey: ["cream", "black", "parchment", "burgundy"],
  tequila: ["cream", "white", "black", "parchment"],
  vodka: ["white", "navy", "black"],
  rum: ["parchment", "black", "burgundy", "cream"],
  wine: ["cream", "white", "parchment", "black"],
  gin: ["white", "forest", "navy", "cream"],
  cognac: ["black", "cream", "burgundy"],
  liquors: ["cream", "black", "burgundy", "navy", "forest", "white"],
  aguardiente: ["navy", "white", "burgundy"],
  mezcal: ["parchment", "black", "cream"],
  generic: ["cream", "white", "black"],
  beer: ["cream", "white", "navy", "burgundy", "black", "forest"],
};

export function labelStyleFor(kind: SpiritKind | "beer", hash: number): LabelStyle {
  return STYLES[pick(LABELS_BY_KIND[kind], hash >>> 3)];
}

const CLOSURES: Record<SpiritKind, readonly [string, ...string[]]> = {
  whiskey: ["#1f1a17", "#7a4b26", "#b8913f"],
  tequila: ["#7a4b26", "#a06a3a", "#1f1a17"],
  vodka: ["#c8ccd0", "#1f2f4a", "#222222"],
  rum: ["#1f1a17", "#b8913f", "#6d1f2a"],
  wine: ["#6d1f2a", "#1e1c1b", "#b8913f", "#23402f"],
  gin: ["#c8ccd0", "#23402f", "#b8913f"],
  cognac: ["#b8913f", "#1f1a17"],
  liquors: ["#b8913f", "#1f1a17", "#c8ccd0"],
  aguardiente: ["#b0323a", "#1f2f4a"],
  mezcal: ["#7a4b26", "#1f1a17"],
  generic: ["#c8ccd0", "#1f1a17"],
};

export function closureColorFor(kind: SpiritKind, hash: number): string {
  return pick(CLOSURES[kind], hash >>> 6);
}
