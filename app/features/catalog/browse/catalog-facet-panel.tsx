import { useId, useState } from "react";
import { Form } from "react-router";
import { usePathIn } from "~/i18n/messages";
import { StoreLink } from "~/components/store-link";
import { useCatalogT } from "../catalog-messages";
import { type CatalogFacets, type FacetValue, priceBucketOf } from "./catalog-facets";
import { priceRangeLabel } from "./catalog-filter-labels";
import { sizeName } from "../size-name";
import { type CatalogQuery, catalogHref, catalogSearchParams, withoutFilter } from "./catalog-query";

/** Long facets (brands) show this many values, the rest behind "Show all". */
const SHOWN_VALUES = 8;

type ValueFacet = "type" | "subtype" | "brand" | "wineType" | "varietal" | "size";

/**
 * The catalogue's filters as links, so each choice is an address (it works before JavaScript, and
 * the back button undoes it). Selecting a chosen value again removes it.
 */
export function CatalogFacetPanel({ query, facets }: { query: CatalogQuery; facets: CatalogFacets }) {
  const t = useCatalogT();
  const valueFacets: ValueFacet[] = ["type", "subtype", "wineType", "varietal", "brand", "size"];
  return (
    <div className="space-y-6">
      {valueFacets.map((facet) =>
        facets[facet].length > 0 ? (
          <FacetSection key={facet} title={t(`catalog.facet.${facet}`)}>
            <FacetValues
              values={
                facet === "size"
                  ? facets.size.map((value) => ({ ...value, label: sizeName(value.label, t) }))
                  : facets[facet]
              }
              hrefOf={(value) =>
                value.selected
                  ? catalogHref(withoutFilter(query, facet), {})
                  : selectHref(query, facet, value.value)
              }
            />
          </FacetSection>
        ) : null,
      )}
      <FacetSection title={t("catalog.facet.price")}>
        <FacetValues
          values={facets.price.map((value) => {
            const { min, max } = priceBucketOf(value.value);
            return { ...value, label: priceRangeLabel(min, max, t) };
          })}
          hrefOf={(value) => {
            const bucket = priceBucketOf(value.value);
            return value.selected
              ? catalogHref(withoutFilter(query, "price"), {})
              : catalogHref(query, { priceMin: bucket.min, priceMax: bucket.max });
          }}
        />
        <PriceRangeForm key={`${query.priceMin}-${query.priceMax}`} query={query} />
      </FacetSection>
      <FacetSection title={t("catalog.facet.inStock")}>
        <FacetValues
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

function selectHref(query: CatalogQuery, facet: ValueFacet, value: string): string {
  // A subtype belongs to its type: a new type starts without one.
  return catalogHref(query, facet === "type" ? { type: value, subtype: null } : { [facet]: value });
}

function FacetSection({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FacetValues({ values, hrefOf }: { values: FacetValue[]; hrefOf: (value: FacetValue) => string }) {
  const t = useCatalogT();
  // The long tail (hundreds of brands) is drawn when asked for, not in every page's HTML.
  const [restShown, setRestShown] = useState(false);
  const shown = values.filter((value, index) => index < SHOWN_VALUES || value.selected);
  const rest = values.filter((value, index) => index >= SHOWN_VALUES && !value.selected);
  const list = (entries: FacetValue[]) => (
    <ul className="facet-values space-y-1">
      {entries.map((value) => (
        <li key={value.value}>
          <FacetLink value={value} href={hrefOf(value)} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {list(shown)}
      {rest.length > 0 && (
        <details className="mt-1" onToggle={(event) => setRestShown(event.currentTarget.open)}>
          <summary className="cursor-pointer text-sm font-semibold text-brand">
            {t("catalog.moreValues", { count: values.length })}
          </summary>
          {restShown && <div className="mt-1">{list(rest)}</div>}
        </details>
      )}
    </>
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
      {value.label}
      <span data-facet-count={value.count}>
        {value.count}
        <span className="sr-only">
          {" "}
          {t("catalog.facetProducts")}
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
  const kept = catalogSearchParams(withoutFilter(query, "price"));
  return (
    <Form method="get" action={pathIn("/catalog")} preventScrollReset className="mt-3 flex items-end gap-2">
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
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
