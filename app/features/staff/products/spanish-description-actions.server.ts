import { data, redirect } from "react-router";
import { editProductDetails, spanishDescriptionStep } from "~/features/catalog/index.server";
import type { Database } from "~/utils/db.server";
import {
  SPANISH_DESCRIPTIONS_PATH,
  spanishDescriptionProblem,
  spanishDescriptionSchema,
  type SpanishDescriptionAnswer,
} from "./spanish-description-form";

/**
 * Saves a product's Spanish description through the product details edit (one audit row, the
 * catalogue's revision moved), only if the product is still as the page showed it. "Save and next"
 * then sends the browser on to the next product without one, naming the one saved.
 */
export async function saveSpanishDescription(
  sent: Record<string, string>,
  context: { db: Database; actor: string; refreshCatalog(): Promise<void> },
) {
  const typed = sent.descriptionEs ?? "";
  const parsed = spanishDescriptionSchema.safeParse(sent);
  if (!parsed.success)
    return data<SpanishDescriptionAnswer>(
      { error: spanishDescriptionProblem(parsed.error.issues, typed), typed },
      400,
    );
  const { intent, product: route, descriptionEs, shown } = parsed.data;
  const result = await editProductDetails(context.db, {
    route,
    next: { ...shown, descriptionEs },
    shown,
    actor: context.actor,
    now: new Date(),
  });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) return data<SpanishDescriptionAnswer>({ error: { key: "answer.conflict" }, typed }, 409);
  if (result.changed.length > 0) await context.refreshCatalog();
  if (intent === "save-next") {
    const next = (await spanishDescriptionStep(context.db, route))?.next;
    const query = new URLSearchParams({ ...(next ? { product: next } : {}), saved: route });
    return redirect(`${SPANISH_DESCRIPTIONS_PATH}?${query}`);
  }
  return data<SpanishDescriptionAnswer>({
    saved: { key: result.changed.length > 0 ? "answer.saved" : "answer.unchanged" },
  });
}
