import { useId, useState } from "react";
import { Form } from "react-router";
import { usePathIn } from "~/i18n/messages";
import { StoreLink } from "~/components/store-link";
import { useCatalogT } from "../catalog-messages";
import {
  type CatalogFacets,
  type FacetValue,
  priceBucketOf,
  VALUE_FACETS,
  type ValueFacet,
} from "./catalog-facets";
import { priceRangeLabel } from "./catalog-filter-labels";
import { sizeName } from "../size-name";
import {
  type CatalogQuery,
  catalogHref,
  catalogSearchParams,
  isMultiValueFacet,
  withoutFilter,
  withValueToggled,
} from "./catalog-query";

/**
 * The catalogue's filters as links, so each choice is an address (it works before JavaScript, and
 * the back button undoes it). Selecting a chosen value again removes it. Type and price take one
 * value (a radio's look); the other facets tick several (a checkbox's look, decision 0044).
 */
export function CatalogFacetPanel({ query, facets }: { query: CatalogQuery; facets: CatalogFacets }) {
  const t = useCatalogT();
  return (
    <div className="space-y-6">
      {VALUE_FACETS.map((facet) =>
        facets[facet].length > 0 ? (
          <FacetSection
            key={facet}
            title={t(`catalog.facet.${facet}`)}
            hint={isMultiValueFacet(facet) ? t("catalog.facetAnyOf") : undefined}
          >
            <FacetValues
              choose={isMultiValueFacet(facet) ? "any" : "one"}
              values={facets[facet]}
              labelOf={facet === "size" ? (value) => sizeName(value.label, t) : undefined}
              hrefOf={(value) => catalogHref(choiceOf(query, facet, value), {})}
              longTail={{ facet, query, count: facets.leftOut[facet] }}
            />
          </FacetSection>
        ) : null,
      )}
      <FacetSection title={t("catalog.facet.price")}>
        <FacetValues
          choose="one"
          values={facets.price.map((value) => {
            const { min, max } = priceBucketOf(value.value);
            return { ...value, label: priceRangeLabel(min, max, t) };
          })}
          hrefOf={(value) => {
            const bucket = priceBucketOf(value.value);
            return value.selected
              ? catalogHref(withoutFilter(query, { filter: "price", value: null }), {})
              : catalogHref(query, { priceMin: bucket.min, priceMax: bucket.max });
          }}
        />
        <PriceRangeForm key={`${query.priceMin}-${query.priceMax}`} query={query} />
      </FacetSection>
      <FacetSection title={t("catalog.facet.inStock")}>
        <FacetValues
          choose="any"
          values={[
            {
              value: "1",
              label: t("catalog.inStockOnly"),
              count: facets.inStockCount,
              selected: query.inStock,
            },
          ]}
          hrefOf={() => catalogHref(query, { inStock: !query.inStock })}
        />
      </FacetSection>
    </div>
  );
}

/** The query a facet value's link leads to: the value ticked or unticked, or the type chosen or dropped. */
function choiceOf(query: CatalogQuery, facet: ValueFacet, value: FacetValue): CatalogQuery {
  if (isMultiValueFacet(facet)) return withValueToggled(query, facet, value.value);
  if (value.selected) return withoutFilter(query, { filter: "type", value: null });
  // A subtype belongs to its type: a new type starts without one.
  return { ...query, type: value.value, subtype: [], page: 1 };
}

function FacetSection({
  title,
  hint,
  children,
}: {
  title: string;
  /** Said to screen readers as the section is entered ("choose one or more"). */
  hint?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} aria-describedby={hint ? hintId : undefined}>
      <h2 id={headingId} className="mb-2 text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      {hint && (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      )}
      {children}
    </section>
  );
}

function FacetValues({
  choose,
  values,
  labelOf = (value) => value.label,
  hrefOf,
  longTail,
}: {
  /** One value (a radio's look) or any number (a checkbox's). */
  choose: "one" | "any";
  values: FacetValue[];
  labelOf?: (value: FacetValue) => string;
  hrefOf: (value: FacetValue) => string;
  /** The values the page left out, fetched when the shopper asks for them all. */
  longTail?: { facet: ValueFacet; query: CatalogQuery; count: number };
}) {
  const list = (entries: FacetValue[]) => (
    <ul className="facet-values space-y-1" data-choose={choose}>
      {entries.map((value) => (
        <li key={value.value}>
          <FacetLink value={{ ...value, label: labelOf(value) }} href={hrefOf(value)} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {list(values)}
      {longTail && longTail.count > 0 && (
        // Another query's values are not this one's: a new query starts closed and unloaded.
        <LongTail
          key={catalogSearchParams(longTail.query).toString()}
          {...longTail}
          total={values.length + longTail.count}
          shown={values}
          list={list}
        />
      )}
    </>
  );
}

/** "Show all": the rest of a facet's values, asked of the server once the shopper opens it. */
function LongTail({
  facet,
  query,
  total,
  shown,
  list,
}: {
  facet: ValueFacet;
  query: CatalogQuery;
  total: number;
  /** The values the page lists already, left out of the answer's (a newer catalogue may hold them there). */
  shown: readonly FacetValue[];
  list: (entries: FacetValue[]) => React.ReactNode;
}) {
  const t = useCatalogT();
  const pathIn = usePathIn();
  const [rest, setRest] = useState<FacetValue[] | "loading" | "failed" | null>(null);
  const load = () => {
    setRest("loading");
    const params = catalogSearchParams(query);
    params.set("facet", facet);
    fetch(`${pathIn("/catalog/values")}?${params}`)
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body: unknown) => setRest(facetValuesIn(body) ?? "failed"))
      .catch(() => setRest("failed"));
  };
  return (
    <details
      className="mt-1"
      onToggle={(event) => {
        if (event.currentTarget.open && (rest === null || rest === "failed")) load();
      }}
    >
      <summary className="cursor-pointer text-sm font-semibold text-brand">
        {t("catalog.moreValues", { count: total })}
      </summary>
      <div className="mt-1">
        {/* Only the state is announced: a list of two hundred brands read out would be noise. */}
        <p role="status" className="text-sm text-stone-600 empty:hidden">
          {rest === "loading" && t("catalog.moreValuesLoading")}
          {rest === "failed" && t("catalog.moreValuesFailed")}
        </p>
        {rest === "failed" && (
          <button type="button" onClick={load} className="text-sm font-semibold text-brand underline">
            {t("cart.retry")}
          </button>
        )}
        {Array.isArray(rest) && list(notIn(shown, rest))}
      </div>
    </details>
  );
}

function notIn(shown: readonly FacetValue[], values: FacetValue[]): FacetValue[] {
  const listed = new Set(shown.map((value) => value.value));
  return values.filter((value) => !listed.has(value.value));
}

/** The server's answer, if it is the list of values it promises. */
function facetValuesIn(body: unknown): FacetValue[] | null {
  if (typeof body !== "object" || body === null || !("values" in body) || !Array.isArray(body.values))
    return null;
  const values: unknown[] = body.values;
  return values.every(isFacetValue) ? values : null;
}

function isFacetValue(value: unknown): value is FacetValue {
  if (typeof value !== "object" || value === null) return false;
  const entry: Partial<Record<keyof FacetValue, unknown>> = value;
  return (
    typeof entry.value === "string" &&
    typeof entry.label === "string" &&
    typeof entry.count === "number" &&
    typeof entry.selected === "boolean"
  );
}

/** A checkbox-looking link (styled by `.facet-values` in app.css); screen readers hear the count and state. */
function FacetLink({ value, href }: { value: FacetValue; href: string }) {
  const t = useCatalogT();
  return (
    <StoreLink
      to={href}
      preventScrollReset
      aria-current={value.selected ? "true" : undefined}
      data-facet-value={value.value}
    >
      {/* A space between name and count, whatever the layout: screen readers read "Bacardi 9 products". */}
      {value.label}{" "}
      <span data-facet-count={value.count}>
        {value.count}
        <span className="sr-only">
          {" "}
          {t("catalog.facetProducts", { count: value.count })}
          {value.selected ? `, ${t("catalog.facetApplied")}` : ""}
        </span>
      </span>
    </StoreLink>
  );
}

/** Any range in dollars; an empty box means no bound. */
function PriceRangeForm({ query }: { query: CatalogQuery }) {
  const t = useCatalogT();
  const pathIn = usePathIn();
  const kept = catalogSearchParams(withoutFilter(query, { filter: "price", value: null }));
  return (
    <Form method="get" action={pathIn("/catalog")} preventScrollReset className="mt-3 flex items-end gap-2">
      {[...kept].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <PriceInput name="priceMin" label={t("catalog.priceMin")} cents={query.priceMin} />
      <PriceInput name="priceMax" label={t("catalog.priceMax")} cents={query.priceMax} />
      <button type="submit" className="rounded border border-stone-500 px-2 py-1 text-sm font-semibold">
        {t("catalog.priceApply")}
      </button>
    </Form>
  );
}

function PriceInput({ name, label, cents }: { name: string; label: string; cents: number | null }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col text-xs">
      {label}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        defaultValue={cents === null ? "" : (cents / 100).toFixed(2)}
        className="mt-0.5 w-20 rounded border border-stone-400 px-2 py-1 text-sm"
      />
    </label>
  );
}
