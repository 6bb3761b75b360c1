import { StoreLink } from "~/components/store-link";
import { CartLineControls } from "~/features/cart";
import { CartLineImage } from "~/features/cart";
import { removeFromCart } from "~/features/cart";
import { sizeName } from "~/features/catalog";
import { productImageSrcSet, productImageUrl } from "~/features/images";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import { formatCents } from "~/utils/money";
import type { CheckoutLine, DroppedSize, LineChange } from "./checkout-lines";
import { errorId } from "./checkout-fields";
import { SubstitutionChoice } from "./checkout-choices";
import { DEFAULT_SUBSTITUTION, type Substitution } from "~/features/orders";

/** Each line's "if it's missing" choice and how to change it. */
export interface SubstitutionChoices {
  values: Record<string, Substitution>;
  onChange: (sizeId: string, value: Substitution) => void;
}

/** The field key of a line's own errors (a 422 for its amount, a 409 for its stock). */
export function lineField(id: string): string {
  return `line:${id}`;
}

/** The cart's lines at the quoted prices, with the amount and remove controls of the cart panel. */
export function CheckoutLineList({
  lines,
  changes,
  dropped,
  errors,
  disabled,
  choices,
}: {
  lines: readonly CheckoutLine[];
  changes: Record<string, LineChange[]>;
  dropped: readonly DroppedSize[];
  errors: Record<string, string[]>;
  disabled: boolean;
  /** Absent where nothing can be ordered (an empty cart's dropped sizes). */
  choices?: SubstitutionChoices;
}) {
  const t = useCheckoutT();
  return (
    <>
      {dropped.length > 0 && (
        <ul className="mb-3 space-y-1 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm">
          {dropped.map((size) => (
            <li key={size.id}>
              {t("checkout.droppedOne", { name: size.name, size: sizeName(size.size, t) })}
            </li>
          ))}
        </ul>
      )}
      <ul className="divide-y divide-stone-200">
        {lines.map((line) => (
          <CheckoutLineItem
            key={line.id}
            line={line}
            changes={changes[line.id] ?? []}
            errors={errors[lineField(line.id)]}
            disabled={disabled}
            choices={choices}
          />
        ))}
      </ul>
    </>
  );
}

/** Before the quote: the rows reserved for the lines the cart will show (app.css draws them). */
export function PendingLineList() {
  return <div aria-hidden="true" className="checkout-lines-pending" data-testid="checkout-lines-pending" />;
}

function CheckoutLineItem({
  line,
  changes,
  errors,
  disabled,
  choices,
}: {
  line: CheckoutLine;
  changes: readonly LineChange[];
  errors: readonly string[] | undefined;
  disabled: boolean;
  choices?: SubstitutionChoices;
}) {
  const t = useCheckoutT();
  const problems = lineProblems(line, changes, errors, t);
  return (
    <li
      className="checkout-line flex gap-4 py-4"
      data-line={line.id}
      data-changed={changes.length > 0 || undefined}
    >
      <CartLineImage
        src={productImageUrl(line.img, 480, line.imgVersion)}
        srcSet={productImageSrcSet(line.img, line.imgVersion)}
      />
      <div className="min-w-0 flex-1">
        <LineNameAndPrice line={line} />
        {problems.length > 0 && <LineProblems sizeId={line.id} problems={problems} />}
        <CartLineControls
          idPrefix="checkout"
          sizeId={line.id}
          name={line.name}
          size={line.size}
          quantity={line.quantity}
          maxQuantity={line.available}
          disabled={disabled}
          problemId={problems.length > 0 ? errorId(lineField(line.id)) : undefined}
          invalid={Boolean(errors?.length)}
          onRemove={() => removeFromCart(line.id)}
          t={t}
        />
        {choices && <LineSubstitution line={line} choices={choices} disabled={disabled} />}
      </div>
    </li>
  );
}

/** What changed and what the server refused at a line: focusable, as the error summary links to it. */
function LineProblems({ sizeId, problems }: { sizeId: string; problems: readonly string[] }) {
  return (
    <div id={errorId(lineField(sizeId))} tabIndex={-1} className="mt-1 text-sm font-semibold text-red-800">
      {problems.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** The line's "if it's missing" choice, kept with the order's other choices. */
function LineSubstitution({
  line,
  choices,
  disabled,
}: {
  line: CheckoutLine;
  choices: SubstitutionChoices;
  disabled: boolean;
}) {
  const t = useCheckoutT();
  return (
    <SubstitutionChoice
      sizeId={line.id}
      productName={line.name}
      sizeName={sizeName(line.size, t)}
      value={choices.values[line.id] ?? DEFAULT_SUBSTITUTION}
      onChange={(value) => choices.onChange(line.id, value)}
      disabled={disabled}
    />
  );
}

/** What the shopper must know of a line: what changed since the cart, and the server's refusals. */
function lineProblems(
  line: CheckoutLine,
  changes: readonly LineChange[],
  errors: readonly string[] | undefined,
  t: CheckoutTranslate,
): string[] {
  const notes = changes.map((change) => changeText(change, t));
  if (line.available === 0 && !changes.some((change) => change.kind === "soldOut")) {
    notes.push(t("checkout.outOfStockLine"));
  }
  return [...notes, ...(errors ?? [])];
}

/**
 * The product's whole name on its own (two lines on a phone at most, which app.css reserves), then
 * its size and unit price with the line's total: a shopper must read what they are buying.
 */
function LineNameAndPrice({ line }: { line: CheckoutLine }) {
  const t = useCheckoutT();
  return (
    <>
      <StoreLink
        to={`/product/${line.route}`}
        className="block font-semibold break-words hover:text-brand hover:underline"
        data-testid="checkout-line-name"
      >
        {line.name}
      </StoreLink>
      <div className="flex flex-col text-sm sm:flex-row sm:justify-between sm:gap-x-3">
        <p className="text-stone-600">
          {sizeName(line.size, t)} · <WasPrice cents={line.wasCents} />
          {t("checkout.unitPrice", { price: formatCents(line.unitPriceCents) })}
        </p>
        {line.available > 0 && (
          <p className="font-semibold">
            {t("checkout.lineTotal", { price: formatCents(line.unitPriceCents * line.quantity) })}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * A size on sale: its regular price struck through, before the price now. A strike is not read
 * aloud, so the words "was $15.99" stand in for it.
 */
function WasPrice({ cents }: { cents: number | undefined }) {
  const t = useCheckoutT();
  if (cents === undefined) return null;
  const price = formatCents(cents);
  return (
    <>
      <s aria-hidden="true" data-testid="was-price">
        {price}
      </s>
      <span className="sr-only">{t("checkout.wasPrice", { price })}</span>{" "}
    </>
  );
}

function changeText(change: LineChange, t: CheckoutTranslate): string {
  switch (change.kind) {
    case "price":
      return t("checkout.priceChanged", {
        from: formatCents(change.fromCents),
        to: formatCents(change.toCents),
      });
    case "lowered":
      return t("checkout.lowered", { from: change.from, to: change.to });
    case "soldOut":
      return t("checkout.soldOut");
  }
}
