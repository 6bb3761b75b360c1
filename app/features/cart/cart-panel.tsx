import { StoreLink } from "~/components/store-link";
import { SideDrawer } from "~/components/side-drawer";
import { sizeName } from "~/features/catalog";
import { arrivalWords, deliveryProgress, soonestAt, type DeliveryProgress } from "~/features/orders";
import { usePageT } from "~/i18n/messages";
import { formatCents } from "~/utils/money";
import { CartLineImage } from "./cart-line-image";
import { HTML_LANG } from "~/i18n/language";
import { useRootData } from "~/root-data";
import { percentText, type CaseRule } from "~/features/deals";
import { caseNote } from "./case-note";
import { cartSubtotalCents, orderableCartLines, type CartLine } from "./cart-lines";
import { CartLineControls } from "./cart-line-controls";
import { cartPanelMessages } from "./cart-panel-messages";
import { REMOVE_FADE_MS, useCartLines } from "./use-cart-lines";

const FOOTER_LINK_CLASS =
  "block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark";

/**
 * The slide-in cart (specification §2 "Cart panel"), from the right: each line with its price, the
 * subtotal and how far it is from delivery's minimum or free delivery; an empty cart leads back to
 * the catalogue instead of to checkout.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = usePageT(cartPanelMessages);
  const { state, retry, remove } = useCartLines(open);
  const empty = state.status === "loaded" && state.lines.length === 0;
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      side="right"
      title={t("cart.title")}
      closeLabel={t("cart.close")}
      className="cart-panel max-w-md"
      footer={
        empty ? (
          <StoreLink to="/catalog" onClick={onClose} className={FOOTER_LINK_CLASS}>
            {t("cart.browse")}
          </StoreLink>
        ) : (
          <>
            {state.status === "loaded" && <CartMoney lines={state.lines} caseRules={state.caseRules} />}
            <StoreLink to="/checkout" onClick={onClose} className={FOOTER_LINK_CLASS}>
              {t("cart.checkout")}
            </StoreLink>
          </>
        )
      }
    >
      {state.status === "loading" && <CartLoading label={t("cart.loading")} />}
      {state.status === "error" && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t("cart.loadError", { message: state.message })}</p>
          <button type="button" onClick={retry} className="mt-3 rounded-md border border-red-800 px-3 py-1">
            {t("cart.retry")}
          </button>
        </div>
      )}
      {empty && <p>{t("cart.empty")}</p>}
      {state.status === "loaded" && state.lines.length > 0 && (
        <ul className="divide-y divide-stone-200">
          {state.lines.map((line) => (
            <CartPanelLine key={line.id} line={line} onRemove={() => remove(line.id)} />
          ))}
        </ul>
      )}
    </SideDrawer>
  );
}

function CartLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8" data-testid="cart-loading">
      <span
        aria-hidden="true"
        className="h-6 w-6 rounded-full border-4 border-stone-200 border-t-brand motion-safe:animate-spin"
      />
      <span>{label}</span>
    </div>
  );
}

function CartPanelLine({ line, onRemove }: { line: CartLine; onRemove: () => void }) {
  const t = usePageT(cartPanelMessages);
  return (
    <li
      className="flex gap-4 py-4 transition-opacity ease-out"
      style={{ transitionDuration: `${REMOVE_FADE_MS}ms`, opacity: line.removing ? 0 : 1 }}
      data-removing={line.removing || undefined}
    >
      <CartLineImage src={line.imagePaths.src} srcSet={line.imagePaths.srcSet} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold">{line.name}</p>
          {line.maxInventory > 0 && (
            <p className="shrink-0 font-semibold" data-testid="cart-line-total">
              <span className="sr-only">{t("cart.lineTotal")}: </span>
              {formatCents(line.unitPriceCents * line.quantity)}
            </p>
          )}
        </div>
        <p className="text-sm text-stone-600">
          {sizeName(line.size, t)} · {t("cart.each", { price: formatCents(line.unitPriceCents) })}
          {line.wasCents !== null && (
            <>
              {" "}
              <s className="text-stone-500" data-testid="cart-line-was">
                <span className="sr-only">{t("cart.was")} </span>
                {formatCents(line.wasCents)}
              </s>
            </>
          )}
        </p>
        <CartLineControls
          idPrefix="cart"
          sizeId={line.id}
          name={line.name}
          size={line.size}
          quantity={line.quantity}
          maxQuantity={line.maxInventory}
          disabled={line.removing}
          onRemove={onRemove}
          t={t}
        />
      </div>
    </li>
  );
}

/** When an order placed now would arrive or be ready: after the call, which waits for opening (issue #31). */
function SoonestLine() {
  const t = usePageT(cartPanelMessages);
  const now = new Date();
  const delivery = arrivalWords(soonestAt(now, "delivery"), now, t);
  const pickup = arrivalWords(soonestAt(now, "pickup"), now, t);
  return (
    <p className="text-sm text-stone-700" data-testid="cart-soonest">
      {t("cart.soonest", {
        deliveryDay: delivery.day,
        deliveryTime: delivery.time,
        pickupDay: pickup.day,
        pickupTime: pickup.time,
      })}
    </p>
  );
}

/** The subtotal of what can be ordered, where it stands for a mixed case, and where for delivery. */
function CartMoney({ lines, caseRules }: { lines: readonly CartLine[]; caseRules: readonly CaseRule[] }) {
  const t = usePageT(cartPanelMessages);
  const subtotalCents = cartSubtotalCents(lines);
  const progress = deliveryProgress(subtotalCents);
  return (
    <div className="mb-4 space-y-2">
      <p className="flex justify-between text-lg font-semibold">
        <span>{t("cart.subtotal")}</span>
        <span data-testid="cart-subtotal">{formatCents(subtotalCents)}</span>
      </p>
      <CaseDealLine lines={orderableCartLines(lines)} caseRules={caseRules} />
      {progress && <DeliveryProgressLine progress={progress} subtotalCents={subtotalCents} />}
      <SoonestLine />
    </div>
  );
}

/**
 * The mixed case as checkout will price it: the discount the cart has earned, and how many more
 * bottles reach the next tier of the rule nearest to one. Nothing when no rule counts a bottle here.
 */
function CaseDealLine({ lines, caseRules }: { lines: readonly CartLine[]; caseRules: readonly CaseRule[] }) {
  const t = usePageT(cartPanelMessages);
  const { language } = useRootData();
  const locale = HTML_LANG[language];
  const note = caseNote(lines, caseRules);
  if (!note) return null;
  return (
    // Said again as the amounts change, without moving focus.
    <div className="text-sm text-emerald-800" aria-live="polite" data-testid="cart-case-deal">
      {note.earned && (
        <p>
          {t("cart.caseEarned", {
            rule: note.earned.name,
            percent: percentText(note.earned.basisPoints, locale),
            amount: formatCents(note.earned.cents),
          })}
        </p>
      )}
      {note.next && (
        <p>
          {t("cart.caseNext", {
            count: note.next.bottlesShort,
            rule: note.next.rule,
            percent: percentText(note.next.basisPoints, locale),
          })}
        </p>
      )}
    </div>
  );
}

function DeliveryProgressLine({
  progress,
  subtotalCents,
}: {
  progress: DeliveryProgress;
  subtotalCents: number;
}) {
  const t = usePageT(cartPanelMessages);
  const text =
    progress.kind === "free"
      ? t("cart.freeDelivery")
      : t(progress.kind === "belowMinimum" ? "cart.belowMinimum" : "cart.towardFreeDelivery", {
          amount: formatCents(progress.shortCents),
        });
  const filled = progress.kind === "free" ? 1 : subtotalCents / progress.lineCents;
  return (
    <div>
      {/* Said again as the amounts change, without moving focus. */}
      <p className="text-sm text-stone-700" aria-live="polite" data-testid="cart-delivery-progress">
        {text}
      </p>
      <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-brand" style={{ width: `${Math.round(filled * 100)}%` }} />
      </div>
    </div>
  );
}
