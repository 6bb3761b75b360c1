import type { Translate } from "~/i18n/messages";
import { parseBeerLabel } from "./size-label";

/** "750ml Gift Box": a bottle size sold in a gift box. */
const GIFT_BOX_LABEL = /^(.*\S)\s+gift box$/i;

/**
 * A size as a shopper reads it: "12oz-6pack-Bottle" → "6-pack, 12 oz bottles", "750ml Gift Box" in
 * the shopper's words; other labels ("750ml", "1.75L", "750ml PET") read well as they are. The
 * label itself stays the URL's key.
 */
export function sizeName(label: string, t: Translate): string {
  const giftBoxSize = GIFT_BOX_LABEL.exec(label.trim())?.[1];
  if (giftBoxSize) return t("size.giftBox", { size: giftBoxSize });
  const beer = parseBeerLabel(label);
  if (!beer) return label;
  const many = beer.pack !== null && beer.pack > 1;
  const container = beer.container ? t(`size.${beer.container}${many ? "s" : ""}`) : "";
  const values = { ounces: beer.ounces, pack: beer.pack ?? 1, container, extras: beer.extras };
  const name = beer.pack === null ? t("size.beerSingle", values) : t("size.beerPack", values);
  // An empty container or extras leaves a double space behind.
  return name.replace(/\s+/g, " ").trim();
}
