import { useState } from "react";
import { sizeName } from "~/features/catalog";
import { usePageT, useT, type PageTranslate } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { cartQuantityOf, setCartQuantity } from "./cart-storage";
import { orderAgainMessages, type OrderAgainMessageKey } from "./order-again-messages";
import { ViewCartButton } from "./view-cart-button";
import { orderAgainPlan, type OrderAgainChange, type OrderAgainPlan, type OrderedLine } from "./order-again";
import { forgetProductList, loadProductList } from "./product-list";

type Translate = PageTranslate<OrderAgainMessageKey>;

type OrderAgainState =
  | { kind: "ready" }
  | { kind: "working" }
  | { kind: "done"; plan: OrderAgainPlan }
  | { kind: "failed"; message: string };

/**
 * "Order the same again" (issue #34): the order's sizes and amounts go into the cart, against
 * today's stock and prices, and what changed since the order is said beside the button.
 */
export function OrderAgain({ lines }: { lines: readonly OrderedLine[] }) {
  const t = usePageT(orderAgainMessages);
  const [state, setState] = useState<OrderAgainState>({ kind: "ready" });

  const orderAgain = async () => {
    setState({ kind: "working" });
    try {
      const plan = orderAgainPlan(lines, await loadProductList(), cartQuantityOf);
      for (const { sizeId, quantity } of plan.add) setCartQuantity(sizeId, quantity);
      setState({ kind: "done", plan });
    } catch (error) {
      forgetProductList();
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section className="mt-8" data-testid="order-again">
      <button
        type="button"
        onClick={orderAgain}
        disabled={state.kind === "working"}
        className="min-h-11 rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t(state.kind === "working" ? "orderAgain.working" : "orderAgain.button")}
      </button>
      <div role="status" className="mt-3">
        {state.kind === "done" && <OrderAgainReport plan={state.plan} t={t} />}
        {state.kind === "failed" && (
          <p className="font-semibold text-red-800">
            {t("orderAgain.loadError", { message: state.message })}
          </p>
        )}
      </div>
    </section>
  );
}

function OrderAgainReport({ plan, t }: { plan: OrderAgainPlan; t: Translate }) {
  const change = useChangeWords(t);
  return (
    <>
      <p className="font-medium text-green-800">
        {t(plan.add.length > 0 ? "orderAgain.added" : "orderAgain.nothing")}
      </p>
      {plan.changes.length > 0 && (
        <>
          <p className="mt-2 font-semibold">{t("orderAgain.changed")}</p>
          <ul className="mt-1 list-disc pl-5">
            {plan.changes.map((each) => (
              <li key={`${each.kind} ${each.line.id}`}>{change(each)}</li>
            ))}
          </ul>
        </>
      )}
      {plan.add.length > 0 && <ViewCartButton label={t("orderAgain.viewCart")} className="mt-2 min-h-11" />}
    </>
  );
}

/** One change in the shopper's words, with the order's name and size for the bottle. */
function useChangeWords(t: Translate): (change: OrderAgainChange) => string {
  const sizeT = useT();
  return (change) => {
    const bottle = { name: change.line.name, size: sizeName(change.line.size, sizeT) };
    switch (change.kind) {
      case "gone":
        return t("orderAgain.gone", bottle);
      case "soldOut":
        return t("orderAgain.soldOut", bottle);
      case "fewer":
        return t("orderAgain.fewer", { ...bottle, count: change.quantity, ordered: change.line.quantity });
      case "price":
        return t("orderAgain.price", {
          ...bottle,
          price: formatCents(change.unitPriceCents),
          was: formatCents(change.line.unitPriceCents),
        });
    }
  };
}
