import { WHOLE } from "./deal-pricing";

/** A rate in basis points as the language writes a percentage: "10%" in English, "10 %" in Spanish. */
export function percentText(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    basisPoints / WHOLE,
  );
}
