import { z } from "zod";
import type { SaleEditResult, SizePricing, SizeSale } from "~/features/catalog/index.server";
import { formatCents, typedDollarsToCents } from "~/utils/money";
import { parseStoreDay, storeDate, storeDayBounds } from "~/features/store";
import type { StaffProductText } from "./staff-product-messages";
import { fieldProblems, problem } from "./size-edit";

/**
 * A size's sale as staff set it (issue #35): a price and the store's calendar days it runs, which
 * the store keeps as the instants of their midnights (the first day's, and the one after the last),
 * so a sale starts and ends at the store's midnight whatever the season. Client-safe.
 */

/** What a save or end of a size's sale answers: saved, or why not (with the fields at fault). */
export type SaleAnswer =
  | { saleOf: string; saved: StaffProductText }
  | { saleOf: string | null; error: StaffProductText; fields?: Record<string, StaffProductText> };

/** A sale in the store's days: null days run from now on, or until someone ends it. */
export interface SaleDays {
  priceCents: number;
  /** YYYY-MM-DD in the store's time zone. */
  firstDay: string | null;
  lastDay: string | null;
}

/** A sale the console shows: running now, or to come. */
export interface SaleShown extends SaleDays {
  running: boolean;
}

export function saleDays(sale: SizeSale, timeZone: string): SaleDays {
  return {
    priceCents: sale.priceCents,
    firstDay: sale.startsAt === null ? null : storeDate(new Date(sale.startsAt), timeZone),
    // A sale ends at the midnight after its last day.
    lastDay: sale.endsAt === null ? null : storeDate(new Date(Date.parse(sale.endsAt) - 1), timeZone),
  };
}

/** The sale to show at `now`: one running or to come; null for none, or one that has ended. */
export function saleShown(sale: SizeSale | null, now: Date, timeZone: string): SaleShown | null {
  const instant = now.toISOString();
  if (!sale || (sale.endsAt !== null && sale.endsAt <= instant)) return null;
  return { ...saleDays(sale, timeZone), running: sale.startsAt === null || sale.startsAt <= instant };
}

/** The instants a sale of these days runs between. */
export function saleOfDays(days: SaleDays, timeZone: string): SizeSale {
  return {
    priceCents: days.priceCents,
    startsAt: days.firstDay === null ? null : storeDayBounds(days.firstDay, timeZone).start.toISOString(),
    endsAt: days.lastDay === null ? null : storeDayBounds(days.lastDay, timeZone).end.toISOString(),
  };
}

/** "$29.99, 2026-12-01 – 2026-12-07", "…" for an open end; `none` without a sale. Dates read alike in both languages. */
export function saleDaysText(days: SaleDays | null, none: string): string {
  if (!days) return none;
  const price = formatCents(days.priceCents);
  if (days.firstDay === null && days.lastDay === null) return price;
  return `${price}, ${days.firstDay ?? "…"} – ${days.lastDay ?? "…"}`;
}

const cents = z.coerce.number().int().min(0);
const optionalText = z
  .string()
  .max(40)
  .transform((text) => text || null);

/**
 * The sale form's buttons: save the sale typed, or end the size's sale; with what the page showed
 * (the regular price and the stored sale), so a change made meanwhile is not overwritten.
 */
const saleFormSchema = z
  .object({
    intent: z.enum(["sale", "endSale"]),
    sizeId: z.string().min(1).max(200),
    shownPriceCents: cents,
    shownSalePriceCents: z.union([z.literal("").transform(() => null), cents]),
    shownSaleStartsAt: optionalText,
    shownSaleEndsAt: optionalText,
  })
  .transform(
    ({ intent, sizeId, shownPriceCents, shownSalePriceCents, shownSaleStartsAt, shownSaleEndsAt }) => ({
      intent,
      sizeId,
      shown: {
        priceCents: shownPriceCents,
        sale:
          shownSalePriceCents === null
            ? null
            : { priceCents: shownSalePriceCents, startsAt: shownSaleStartsAt, endsAt: shownSaleEndsAt },
      } satisfies SizePricing,
    }),
  );

const dayText = z
  .string()
  .trim()
  .refine((text) => text === "" || parseStoreDay(text) !== null, problem("problem.saleDay"))
  .transform((text) => text || null);

/** The sale typed: its price in dollars, its first and last day (each optional). */
const saleFieldsSchema = z.object({
  salePrice: z
    .string()
    .transform((text) => typedDollarsToCents(text))
    .refine((price): price is number => price !== null && price >= 1, {
      message: problem("problem.salePrice"),
    }),
  firstDay: dayText,
  lastDay: dayText,
});

type SaleFields = Record<string, StaffProductText>;

/** A sale form read: the edit to make (`next` null ends the sale), or the answer refusing it. */
export type SaleFormRead =
  { ok: true; sizeId: string; shown: SizePricing; next: SizeSale | null } | { ok: false; answer: SaleAnswer };

/** The sale form as sent at `now`: its days made the store's midnights, checked as readSaleFields says. */
export function readSaleForm(sent: Record<string, unknown>, now: Date, timeZone: string): SaleFormRead {
  const parsed = saleFormSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, answer: { saleOf: null, error: { key: "answer.notUnderstood" } } };
  const { intent, sizeId, shown } = parsed.data;
  if (intent === "endSale") return { ok: true, sizeId, shown, next: null };
  const typed = readSaleFields(sent, shown.priceCents, storeDate(now, timeZone));
  if (!typed.ok)
    return {
      ok: false,
      answer: { saleOf: sizeId, error: { key: "answer.checkFields" }, fields: typed.fields },
    };
  return { ok: true, sizeId, shown, next: saleOfDays(typed.days, timeZone) };
}

/** What the page says of a sale edit, and its status: a 409 reloads the size as it is now. */
export function saleEditAnswer(
  sizeId: string,
  next: SizeSale | null,
  result: Exclude<SaleEditResult, { reason: "not_found" }>,
): { answer: SaleAnswer; status: 200 | 400 | 409 } {
  if (!result.ok) {
    const conflict = result.reason === "conflict";
    const error: StaffProductText = { key: conflict ? "answer.saleConflict" : "answer.notASale" };
    return { answer: { saleOf: sizeId, error }, status: conflict ? 409 : 400 };
  }
  const saved: StaffProductText = {
    key: !result.changed ? "answer.unchanged" : next ? "answer.saleSaved" : "answer.saleEnded",
  };
  return { answer: { saleOf: sizeId, saved }, status: 200 };
}

/**
 * The sale typed, checked against the regular price and the store's day today: a price below the
 * regular one, a last day neither before the first nor already past. Else each field at fault.
 */
function readSaleFields(
  sent: Record<string, unknown>,
  regularPriceCents: number,
  today: string,
): { ok: true; days: SaleDays } | { ok: false; fields: SaleFields } {
  const parsed = saleFieldsSchema.safeParse(sent);
  if (!parsed.success) return { ok: false, fields: fieldProblems(parsed.error.issues) };
  const { salePrice, firstDay, lastDay } = parsed.data;
  const fields: SaleFields = {};
  if (salePrice >= regularPriceCents)
    fields.salePrice = { key: "problem.saleNotBelow", values: { price: formatCents(regularPriceCents) } };
  if (lastDay !== null && firstDay !== null && lastDay < firstDay)
    fields.lastDay = { key: "problem.saleLastBeforeFirst" };
  else if (lastDay !== null && lastDay < today) fields.lastDay = { key: "problem.saleLastPast" };
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, days: { priceCents: salePrice, firstDay, lastDay } };
}

/** A sale's audit row: both sales whole, as the catalogue wrote them (JSON). */
const storedSale = z
  .object({ priceCents: z.number().int(), startsAt: z.string().nullable(), endsAt: z.string().nullable() })
  .nullable();
const saleChangeSchema = z.object({ before: storedSale, after: storedSale });

/** "$29.99, 2026-12-01 – 2026-12-07" → "none", in the store's days; null for a summary that is not a sale's. */
export function saleChangeText(
  summary: string | null,
  timeZone: string,
  none: string,
): { before: string; after: string } | null {
  const change = saleChangeSchema.safeParse(jsonOf(summary));
  if (!change.success) return null;
  const text = (sale: SizeSale | null) => saleDaysText(sale && saleDays(sale, timeZone), none);
  return { before: text(change.data.before), after: text(change.data.after) };
}

function jsonOf(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
