import { cartPanelMessages } from "~/features/cart/cart-panel-messages";
import { deliveryProgress } from "~/features/orders";
import type { Language } from "~/i18n/language";
import { pageMessagesFor } from "~/i18n/messages.server";
import { formatCents } from "~/utils/money";

/**
 * The cart's line on delivery for a subtotal, from store.config.ts's minimum and free-delivery line:
 * "Add $0.02 more for free delivery."; null when the store has neither.
 */
export function deliveryProgressText(subtotalCents: number, language: Language = "en"): string | null {
  const t = pageMessagesFor(cartPanelMessages, language);
  const progress = deliveryProgress(subtotalCents);
  if (!progress) return null;
  if (progress.kind === "free") return t("cart.freeDelivery");
  const key = progress.kind === "belowMinimum" ? "cart.belowMinimum" : "cart.towardFreeDelivery";
  return t(key, { amount: formatCents(progress.shortCents) });
}
