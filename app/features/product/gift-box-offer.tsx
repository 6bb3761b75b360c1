import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useAgeConfirmed } from "~/features/age-gate/use-age-gate";
import { useProductT } from "./product-messages";
import { firstGiftBoxOffer } from "./gift-box";

/**
 * DESIGN §7: a flagship (`modal: true`) product offers, on its first view, the same bottle in a gift
 * box at the same price. A native modal <dialog>: the browser traps focus and closes it on Escape.
 * It waits for the age gate, which must be answered first.
 */
export function GiftBoxOffer({
  route,
  name,
  giftSize,
}: {
  route: string;
  name: string;
  /** The gift-box size's label (its `?size=`) and how it reads, when the product has one. */
  giftSize: { label: string; name: string } | null;
}) {
  const t = useProductT();
  const dialog = useRef<HTMLDialogElement>(null);
  const ageConfirmed = useAgeConfirmed();

  useEffect(() => {
    if (ageConfirmed && !dialog.current?.open && firstGiftBoxOffer(route)) dialog.current?.showModal();
  }, [ageConfirmed, route]);

  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby="gift-box-title"
      aria-describedby="gift-box-text"
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-8 text-center shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="gift-box-title" className="font-display text-2xl text-brand">
        {t("giftBox.title")}
      </h2>
      <p id="gift-box-text" className="mt-4 text-lg">
        {t("giftBox.offer", { name })}
        {!giftSize && ` ${t("giftBox.askWhenWeCall")}`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {giftSize && (
          <Link
            to={`?size=${encodeURIComponent(giftSize.label)}`}
            replace
            preventScrollReset
            onClick={close}
            className="rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {t("giftBox.select", { size: giftSize.name })}
          </Link>
        )}
        <button
          type="button"
          onClick={close}
          className="rounded-md border-2 border-stone-400 px-6 py-2 font-semibold hover:bg-stone-100"
        >
          {t("giftBox.close")}
        </button>
      </div>
    </dialog>
  );
}
