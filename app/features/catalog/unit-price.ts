import type { CatalogSize } from "./catalog-model";
import { hasPlaceholderPrice } from "./placeholder-price";
import { millilitresFromLabel, parseBeerLabel } from "./size-label";
import { isSizeInStock } from "./stock-status";

/** What sizes are compared by: a 750 ml bottle, or for beer a 12 oz serving. */
export type PriceUnit = "750ml" | "12oz";

export interface UnitPrice {
  cents: number;
  per: PriceUnit;
}

export interface SizeComparison {
  /** By size id: only sizes whose price per unit tells the shopper something (not one unit itself). */
  unitPrices: Map<string, UnitPrice>;
  /** The in-stock size cheapest per unit, when it is bigger than one that costs more per unit. */
  bestValueId: string | null;
}

type ComparedSize = Pick<CatalogSize, "id" | "label" | "sizeMl" | "priceCents" | "inventory">;

/** How many units one size holds ("1.75L" → 2.33 bottles of 750 ml, a 12oz 6-pack → 6); null when unknown. */
function unitsIn(size: ComparedSize): { per: PriceUnit; units: number } | null {
  const beer = parseBeerLabel(size.label);
  if (beer) {
    const ounces = Number(beer.ounces);
    return ounces > 0 ? { per: "12oz", units: (ounces * (beer.pack ?? 1)) / 12 } : null;
  }
  const millilitres = size.sizeMl ?? millilitresFromLabel(size.label);
  return millilitres && millilitres > 0 ? { per: "750ml", units: millilitres / 750 } : null;
}

/**
 * Issue #18's size-first shopping: each size's price per 750 ml (beer: per 12 oz), when the product
 * has sizes of different amounts to compare, and the best value among those in stock.
 */
export function compareSizes(sizes: readonly ComparedSize[]): SizeComparison {
  const measured = sizes.flatMap((size) => {
    const amount = hasPlaceholderPrice(size) ? null : unitsIn(size);
    return amount ? [{ size, ...amount, cents: Math.round(size.priceCents / amount.units) }] : [];
  });
  const per = mostCommonUnit(measured.map((entry) => entry.per));
  const comparable = measured.filter((entry) => entry.per === per);
  if (new Set(comparable.map((entry) => entry.units)).size < 2)
    return { unitPrices: new Map(), bestValueId: null };
  const unitPrices = new Map(
    comparable
      .filter((entry) => entry.units !== 1)
      .map((entry) => [entry.size.id, { cents: entry.cents, per }]),
  );
  const inStock = comparable.filter((entry) => isSizeInStock(entry.size));
  const best = [...inStock].sort((a, b) => a.cents - b.cents || b.units - a.units)[0];
  const beatsSmaller = best && inStock.some((entry) => entry.units < best.units && entry.cents > best.cents);
  return { unitPrices, bestValueId: beatsSmaller ? best.size.id : null };
}

function mostCommonUnit(units: readonly PriceUnit[]): PriceUnit {
  return units.filter((unit) => unit === "12oz").length > units.length / 2 ? "12oz" : "750ml";
}
