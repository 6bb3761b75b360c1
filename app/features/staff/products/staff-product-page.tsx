import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { sizeName, type ProductDetails } from "~/features/catalog";
import { centsToTypedDollars, formatCents } from "~/utils/money";
import type { CatalogChangeEntry, StaffProductSize } from "~/features/catalog/index.server";
import { store } from "~/features/store";
import { StockCount } from "./stock-count";
import { ProductDetailsForm, RetireProductForm, type ProductFormAnswer } from "./product-editor";
import { SizeAnswer, SizeField } from "./size-field";
import { saleChangeText, type SaleAnswer, type SaleShown } from "./size-sale";
import { saleStatus, SizeSaleForm } from "./size-sale-form";
import { useStaffProductT, type StaffProductText } from "./staff-product-messages";

/** What a save of one size answers: saved, or why not (with the fields at fault); texts the page writes. */
export type SizeEditAnswer =
  | { sizeId: string; saved: StaffProductText }
  | { sizeId: string | null; error: StaffProductText; fields?: Record<string, StaffProductText> };

/** An audited change as the page lists it: the size by its label, when and who in words. */
export interface SizeChangeLine extends CatalogChangeEntry {
  sizeLabel: string | null;
  who: string;
}

/** A size as the page edits it, with its sale running or to come in the store's days. */
export interface StaffSizeView extends StaffProductSize {
  saleShown: SaleShown | null;
}

export interface StaffProductPageProps {
  product: { route: string; name: string; brand: string };
  details: ProductDetails;
  retired: boolean;
  sizes: StaffSizeView[];
  changes: SizeChangeLine[];
  /** The last save's answer, shown on the size it was for. */
  answer: SizeEditAnswer | undefined;
  /** The last answer of a size's sale form, shown on that size. */
  saleAnswer: SaleAnswer | undefined;
  /** The last answer of the product's own forms (details, retire). */
  productAnswer: ProductFormAnswer | undefined;
  /** Whether this person may edit the product itself (details, retiring, photos): an owner; a clerk sets sizes only. */
  editsProduct: boolean;
  /** Whether this person may set sizes' sales (an owner); others read them. */
  setsSales: boolean;
  /** More of the product to edit, below its sizes (its photos). */
  children?: ReactNode;
}

/** One product's sizes, each with its price and stock to edit, and the latest changes to them. */
export function StaffProductPage({
  product,
  details,
  retired,
  sizes,
  changes,
  answer,
  saleAnswer,
  productAnswer,
  editsProduct,
  setsSales,
  children,
}: StaffProductPageProps) {
  const t = useStaffProductT();
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 py-8">
        <p>
          <Link to="/staff/products" className="underline">
            {t("product.back")}
          </Link>
        </p>
        <h1 className="font-display mt-4 text-3xl">{product.name}</h1>
        <p className="mt-1 text-stone-600">
          {product.brand} ·{" "}
          <Link to={`/product/${product.route}`} className="underline">
            {t("product.seeInStore")}
          </Link>
        </p>
        <h2 className="font-display mt-8 text-xl">{t("product.sizes")}</h2>
        {retired ? (
          <p className="mt-2">{t("product.restoreToEdit")}</p>
        ) : (
          <SizesToEdit sizes={sizes} answer={answer} saleAnswer={saleAnswer} setsSales={setsSales} />
        )}
        {editsProduct && (
          <>
            <h2 className="font-display mt-8 text-xl">{t("product.details")}</h2>
            {/* Keyed by the stored details, so a save or a conflict shows the database's values again. */}
            <div className="mt-4">
              <ProductDetailsForm
                key={JSON.stringify(details)}
                details={details}
                answer={productAnswer?.form === "details" ? productAnswer : null}
              />
            </div>
            <div className="mt-6">
              <RetireProductForm
                name={product.name}
                retired={retired}
                answer={productAnswer?.form === "retire" ? productAnswer : null}
              />
            </div>
          </>
        )}
        <h2 className="font-display mt-8 text-xl">{t("product.changes")}</h2>
        <SizeChanges changes={changes} />
        {children}
      </section>
    </>
  );
}

/** Each size's price and stock form, and its sale: a form for those who set sales, else what runs. */
function SizesToEdit({
  sizes,
  answer,
  saleAnswer,
  setsSales,
}: Pick<StaffProductPageProps, "sizes" | "answer" | "saleAnswer" | "setsSales">) {
  const t = useStaffProductT();
  return (
    <div className="mt-4 grid gap-4">
      {sizes.map((size) => (
        <div key={size.id} className="grid gap-2">
          {/* Keyed by the stored values, so a save or a conflict shows the database's values again. */}
          <SizeEditForm
            key={`${size.priceCents} ${size.inventory}`}
            size={size}
            answer={answer?.sizeId === size.id ? answer : null}
          />
          {setsSales ? (
            <SizeSaleForm
              key={`${size.priceCents} ${JSON.stringify(size.sale)}`}
              size={size}
              name={sizeName(size.label, t)}
              shown={size.saleShown}
              answer={saleAnswer?.saleOf === size.id ? saleAnswer : null}
            />
          ) : (
            size.saleShown && <p className="text-sm">{saleStatus(size.saleShown, t)}</p>
          )}
        </div>
      ))}
    </div>
  );
}

/** One size's price and stock, sent with the values shown so a concurrent edit is caught. */
export function SizeEditForm({
  size,
  answer,
}: {
  size: Pick<StaffProductSize, "id" | "label" | "priceCents" | "inventory">;
  answer: SizeEditAnswer | null;
}) {
  const t = useStaffProductT();
  const busy = useNavigation().state !== "idle";
  const fields = answer && "fields" in answer ? answer.fields : undefined;
  const name = sizeName(size.label, t);
  const text = answer && ("error" in answer ? answer.error : answer.saved);
  return (
    <Form
      method="post"
      className="rounded-md border border-stone-300 p-4"
      aria-label={t("size.form", { size: name })}
    >
      <fieldset>
        <legend className="font-semibold">
          {name} <span className="text-sm font-normal text-stone-600">({size.id})</span>
        </legend>
        <p className="mt-1 text-sm">
          {t("size.now", { price: formatCents(size.priceCents) })} · <StockCount inventory={size.inventory} />
        </p>
        <input type="hidden" name="sizeId" value={size.id} />
        <input type="hidden" name="shownPriceCents" value={size.priceCents} />
        <input type="hidden" name="shownStock" value={size.inventory ?? ""} />
        <div className="mt-3 flex flex-wrap items-start gap-4">
          <SizeField
            label={t("size.price", { size: name })}
            name="price"
            defaultValue={centsToTypedDollars(size.priceCents)}
            inputMode="decimal"
            error={fields?.price}
            id={`${size.id}-price`}
          />
          <SizeField
            label={t("size.stock", { size: name })}
            hint={t("size.stockHint")}
            name="stock"
            defaultValue={size.inventory === null ? "" : String(size.inventory)}
            inputMode="numeric"
            error={fields?.stock}
            id={`${size.id}-stock`}
          />
          <button
            type="submit"
            disabled={busy}
            className="mt-6 rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {t("size.save", { size: name })}
          </button>
        </div>
        {answer && text && <SizeAnswer failed={"error" in answer} text={t(text.key, text.values)} />}
      </fieldset>
    </Form>
  );
}

/** The latest edits of the product and its sizes' prices, sales and stock, newest first. */
export function SizeChanges({ changes }: { changes: SizeChangeLine[] }) {
  const t = useStaffProductT();
  if (changes.length === 0) return <p className="mt-2">{t("changes.none")}</p>;
  return (
    <ol className="mt-2 grid gap-1 text-sm break-words">
      {changes.map((change, index) => (
        <li key={index}>
          {change.at} · {change.who}: {changeText(change, t)}
        </li>
      ))}
    </ol>
  );
}

function changeText(change: SizeChangeLine, t: ReturnType<typeof useStaffProductT>): string {
  const size = change.sizeLabel ?? "";
  const sale = change.kind === "sale" && saleChangeText(change.summary, store.timeZone, t("changes.noSale"));
  if (sale) return t("changes.sale", { size, ...sale });
  return (
    change.summary ??
    t(change.kind === "price" ? "changes.price" : "changes.stock", {
      size,
      before: changeValue(change.kind, change.before, t),
      after: changeValue(change.kind, change.after, t),
    })
  );
}

function changeValue(kind: string, value: number | null, t: ReturnType<typeof useStaffProductT>): string {
  if (kind === "price") return value === null ? "—" : formatCents(value);
  return value === null ? t("changes.notCounted") : String(value);
}
