import { StoreLink } from "~/components/store-link";
import { Modal } from "~/components/modal";
import { useAgeConfirmed } from "~/features/age-gate";
import { useProductT } from "./product-messages";
import { useGiftBoxOffer } from "./gift-box";

/**
 * DESIGN §7: a flagship (`modal: true`) product offers, on its first view, the same bottle in a gift
 * box at the same price, in a modal dialog. It waits for the age gate, which must be answered first.
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
  const { open, close } = useGiftBoxOffer(route, useAgeConfirmed());
  return (
    <Modal
      open={open}
      onClose={close}
      title={t("giftBox.title")}
      closeLabel={t("giftBox.close")}
      describedBy="gift-box-text"
      quietClose
      actions={
        giftSize && (
          <StoreLink
            to={`?size=${encodeURIComponent(giftSize.label)}`}
            replace
            preventScrollReset
            onClick={close}
            className="rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {t("giftBox.select", { size: giftSize.name })}
          </StoreLink>
        )
      }
    >
      <p id="gift-box-text" className="mt-4 text-lg">
        {t("giftBox.offer", { name })}
        {!giftSize && ` ${t("giftBox.askWhenWeCall")}`}
      </p>
    </Modal>
  );
}
