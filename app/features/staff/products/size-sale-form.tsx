import { Form, useNavigation } from "react-router";
import type { StaffProductSize } from "~/features/catalog/index.server";
import { centsToTypedDollars, formatCents } from "~/utils/money";
import { SizeAnswer, SizeField } from "./size-field";
import type { SaleAnswer, SaleShown } from "./size-sale";
import { useStaffProductT } from "./staff-product-messages";

type T = ReturnType<typeof useStaffProductT>;

/**
 * One size's sale (issue #35): its price and the store's days it runs, saved or ended; sent with the
 * regular price and the sale the page showed, so a change made meanwhile is caught.
 */
export function SizeSaleForm({
  size,
  name,
  shown,
  answer,
}: {
  size: Pick<StaffProductSize, "id" | "priceCents" | "sale">;
  /** The size's name in the console's language ("750ml"). */
  name: string;
  shown: SaleShown | null;
  answer: SaleAnswer | null;
}) {
  const t = useStaffProductT();
  const fields = answer && "fields" in answer ? answer.fields : undefined;
  const text = answer && ("error" in answer ? answer.error : answer.saved);
  return (
    <Form
      method="post"
      className="rounded-md border border-stone-300 p-4"
      aria-label={t("sale.form", { size: name })}
    >
      <fieldset>
        <legend className="font-semibold">{t("sale.legend")}</legend>
        <p className="mt-1 text-sm">{saleStatus(shown, t)}</p>
        <input type="hidden" name="sizeId" value={size.id} />
        <input type="hidden" name="shownPriceCents" value={size.priceCents} />
        <input type="hidden" name="shownSalePriceCents" value={size.sale?.priceCents ?? ""} />
        <input type="hidden" name="shownSaleStartsAt" value={size.sale?.startsAt ?? ""} />
        <input type="hidden" name="shownSaleEndsAt" value={size.sale?.endsAt ?? ""} />
        <div className="mt-3 flex flex-wrap items-start gap-4">
          <SizeField
            label={t("sale.price", { size: name })}
            name="salePrice"
            defaultValue={shown ? centsToTypedDollars(shown.priceCents) : ""}
            inputMode="decimal"
            error={fields?.salePrice}
            id={`${size.id}-sale-price`}
          />
          <SizeField
            label={t("sale.firstDay")}
            hint={t("sale.firstDayHint")}
            name="firstDay"
            type="date"
            defaultValue={shown?.firstDay ?? ""}
            error={fields?.firstDay}
            id={`${size.id}-sale-first-day`}
          />
          <SizeField
            label={t("sale.lastDay")}
            hint={t("sale.lastDayHint")}
            name="lastDay"
            type="date"
            defaultValue={shown?.lastDay ?? ""}
            error={fields?.lastDay}
            id={`${size.id}-sale-last-day`}
          />
          <SaleButtons name={name} ending={shown !== null} />
        </div>
        {answer && text && <SizeAnswer failed={"error" in answer} text={t(text.key, text.values)} />}
      </fieldset>
    </Form>
  );
}

/** Save the sale typed; end the one shown, when there is one. */
function SaleButtons({ name, ending }: { name: string; ending: boolean }) {
  const t = useStaffProductT();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      <button
        type="submit"
        name="intent"
        value="sale"
        disabled={busy}
        className="rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t("sale.save", { size: name })}
      </button>
      {ending && (
        <button
          type="submit"
          name="intent"
          value="endSale"
          disabled={busy}
          className="rounded-md border border-brand px-4 py-2 font-semibold text-brand disabled:opacity-60"
        >
          {t("sale.end", { size: name })}
        </button>
      )}
    </div>
  );
}

/** "On sale now at $29.99, through 2026-12-07.", or that a sale is to come, or none. */
export function saleStatus(shown: SaleShown | null, t: T): string {
  if (!shown) return t("sale.none");
  const values = {
    price: formatCents(shown.priceCents),
    firstDay: shown.firstDay ?? "",
    lastDay: shown.lastDay ?? "",
  };
  if (shown.running) return t(shown.lastDay ? "sale.running" : "sale.runningOpen", values);
  return t(shown.lastDay ? "sale.scheduled" : "sale.scheduledOpen", values);
}
