import { StoreLink } from "~/components/store-link";
import { useProductT } from "./product-messages";

const HEADING_ID = "gift-box-heading";

/**
 * A flagship (`modal: true`) product's gift-box offer, part of the page beside the sizes: the same
 * bottle in a gift box at the same price. In the server's HTML and the same for every visitor, so
 * nothing opens by itself, covers the page or moves it (issue #32, decision 0056).
 */
export function GiftBoxOffer({
  name,
  giftSize,
  giftSizeChosen,
}: {
  name: string;
  /** The gift-box size's label (its `?size=`) and how it reads, when the product has one. */
  giftSize: { label: string; name: string } | null;
  /** The gift-box size is the one selected: nothing left to offer but the words. */
  giftSizeChosen: boolean;
}) {
  const t = useProductT();
  return (
    <section
      aria-labelledby={HEADING_ID}
      data-testid="gift-box-offer"
      className="mt-4 rounded-lg border border-stone-300 p-4 text-sm"
    >
      <h2 id={HEADING_ID} className="font-semibold">
        {t("giftBox.title")}
      </h2>
      <p className="mt-1">
        {t("giftBox.offer", { name })}
        {!giftSize && ` ${t("giftBox.askWhenWeCall")}`}
      </p>
      {giftSize && !giftSizeChosen && (
        <StoreLink
          to={`?size=${encodeURIComponent(giftSize.label)}`}
          replace
          preventScrollReset
          className="mt-3 inline-block rounded-md border-2 border-brand px-4 py-1.5 font-semibold text-brand hover:bg-stone-100"
        >
          {t("giftBox.select", { size: giftSize.name })}
        </StoreLink>
      )}
    </section>
  );
}
