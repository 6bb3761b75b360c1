import type { Translate } from "~/i18n/messages";
import { parseBeerLabel } from "./size-label";

/**
 * A size as a shopper reads it: "12oz-6pack-Bottle" → "6-pack, 12 oz bottles"; other labels
 * ("750ml", "1.75L", "750ml Gift Box") read well as they are. The label itself stays the URL's key.
 */
export function sizeName(label: string, t: Translate): string {
  const beer = parseBeerLabel(label);
  if (!beer) return label;
  const many = beer.pack !== null && beer.pack > 1;
  const container = beer.container && t(`size.${beer.container}${many ? "s" : ""}`);
  const item = [beer.extras, container].filter(Boolean).join(" ");
  const values = { ounces: beer.ounces, pack: beer.pack ?? 1, item };
  return (beer.pack === null ? t("size.beerSingle", values) : t("size.beerPack", values)).trim();
}
