import { Form, Link, useNavigation } from "react-router";
import type { ProductDetails } from "~/features/catalog";
import { DESCRIPTION_MAX } from "./product-form";
import { SPANISH_DESCRIPTIONS_PATH, type SpanishDescriptionAnswer } from "./spanish-description-form";
import { useSpanishDescriptionsT } from "./spanish-descriptions-messages";

interface ScreenProps {
  /** Null when every product on sale has a Spanish description. */
  product: { route: string; details: ProductDetails } | null;
  shown: string;
  remaining: number;
  place: number | null;
  previous: string | null;
  next: string | null;
  /** The product "Save and next" just saved. */
  savedName: string | null;
  answer: SpanishDescriptionAnswer | undefined;
}

const LINK_BUTTON =
  "inline-flex min-h-10 items-center rounded-md border border-stone-400 px-4 py-2 font-semibold";
const stepHref = (route: string) => `${SPANISH_DESCRIPTIONS_PATH}?product=${encodeURIComponent(route)}`;

/**
 * The console's Spanish descriptions (issue #31): one product at a time, its English text beside the
 * Spanish field, Save, Save and next, Previous and Next, and how many are left. A plain form: it
 * works without JavaScript.
 */
export function SpanishDescriptionsPage(props: ScreenProps) {
  const t = useSpanishDescriptionsT();
  const { product, remaining, savedName } = props;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <p>
        <Link to="/staff/products" className="underline">
          {t("spanish.back")}
        </Link>
      </p>
      <h1 className="font-display mt-4 text-3xl">{t("spanish.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t("spanish.intro")}</p>
      <p className="mt-4 font-semibold" data-testid="spanish-remaining">
        {remaining === 0 ? t("spanish.allDone") : t("spanish.remaining", { count: remaining })}
      </p>
      {savedName && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {t("answer.savedBefore", { product: savedName })}
        </p>
      )}
      {product && <ProductStep {...props} product={product} />}
    </section>
  );
}

function ProductStep(props: ScreenProps & { product: NonNullable<ScreenProps["product"]> }) {
  const t = useSpanishDescriptionsT();
  const { product, place, remaining, answer } = props;
  const { details } = product;
  const refused = answer !== undefined && "error" in answer;
  return (
    <article className="mt-6 border-t border-stone-300 pt-6" aria-labelledby="spanish-product">
      <h2 id="spanish-product" className="font-display text-2xl break-words">
        {details.name}
      </h2>
      <p className="text-stone-600">{details.brand}</p>
      <p className="mt-1 text-sm text-stone-700">
        {place === null ? t("spanish.hasOne") : t("spanish.place", { place, count: remaining })}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="spanish-english">
          <h3 id="spanish-english" className="font-semibold">
            {t("spanish.english")}
          </h3>
          {details.description ? (
            <p lang="en" className="mt-1 whitespace-pre-line rounded bg-stone-100 p-3">
              {details.description}
            </p>
          ) : (
            <p className="mt-1 text-stone-700">{t("spanish.noEnglish")}</p>
          )}
          {refused && details.descriptionEs && (
            // After a refused save the field keeps what was typed: what the store has now is here.
            <>
              <h3 className="mt-4 font-semibold">{t("spanish.now")}</h3>
              <p lang="es" className="mt-1 whitespace-pre-line rounded bg-stone-100 p-3">
                {details.descriptionEs}
              </p>
            </>
          )}
        </section>
        <SpanishForm key={product.route} {...props} />
      </div>
      <StepLinks {...props} />
    </article>
  );
}

function SpanishForm({
  product,
  shown,
  answer,
}: ScreenProps & { product: NonNullable<ScreenProps["product"]> }) {
  const t = useSpanishDescriptionsT();
  const busy = useNavigation().state === "submitting";
  const failed = answer && "error" in answer ? answer : null;
  const described = ["spanish-hint", ...(answer ? ["spanish-answer"] : [])].join(" ");
  return (
    <Form method="post" action={stepHref(product.route)} className="min-w-0">
      <input type="hidden" name="product" value={product.route} />
      <input type="hidden" name="shown" value={shown} />
      <label htmlFor="spanish-description" className="block font-semibold">
        {t("spanish.field")}
      </label>
      <textarea
        id="spanish-description"
        name="descriptionEs"
        lang="es"
        rows={8}
        maxLength={DESCRIPTION_MAX}
        defaultValue={failed ? failed.typed : (product.details.descriptionEs ?? "")}
        aria-invalid={failed ? true : undefined}
        aria-describedby={described}
        className="mt-1 w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2"
      />
      <p id="spanish-hint" className="mt-1 text-sm text-stone-700">
        {t("spanish.fieldHint", { max: DESCRIPTION_MAX })}
      </p>
      {answer && (
        <p
          id="spanish-answer"
          role={failed ? "alert" : "status"}
          className={`mt-2 font-semibold ${failed ? "text-red-800" : "text-green-800"}`}
        >
          {failed ? t(failed.error.key, failed.error.values) : "saved" in answer && t(answer.saved.key)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value="save-next"
          disabled={busy}
          className="min-h-10 rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t("spanish.saveNext")}
        </button>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className="min-h-10 rounded-md border border-brand px-4 py-2 font-semibold text-brand disabled:opacity-60"
        >
          {t("spanish.save")}
        </button>
      </div>
    </Form>
  );
}

/** Previous and next among the products without one, the product in the Spanish store, and all its details. */
function StepLinks({
  product,
  previous,
  next,
}: ScreenProps & { product: NonNullable<ScreenProps["product"]> }) {
  const t = useSpanishDescriptionsT();
  return (
    <>
      <nav aria-label={t("spanish.pager")} className="mt-6 flex flex-wrap justify-between gap-2">
        {previous ? (
          <Link to={stepHref(previous)} rel="prev" className={LINK_BUTTON}>
            {t("spanish.previous")}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={stepHref(next)} rel="next" className={LINK_BUTTON}>
            {t("spanish.next")}
          </Link>
        )}
      </nav>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`/es/product/${encodeURIComponent(product.route)}`} className="underline">
          {t("spanish.seeInStore")}
        </a>
        <Link to={`/staff/products/${encodeURIComponent(product.route)}`} className="underline">
          {t("spanish.allDetails")}
        </Link>
      </p>
    </>
  );
}
