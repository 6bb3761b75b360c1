import { isValueFacet, VALUE_FACETS } from "~/features/catalog/browse/catalog-facets";
import { leftOutFacetValues } from "~/features/catalog/browse/catalog-page";
import { parseCatalogQuery } from "~/features/catalog/browse/catalog-query";
import { languageOf } from "~/i18n/messages.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/catalog-values";

/**
 * GET /catalog/values?facet=brand&<the catalogue's query> (docs/api.md): the values of one facet
 * that the catalogue page leaves out, `{ values: [{ value, label, count, selected }] }`, for its
 * "Show all". As old as the catalogue page may be (60 s).
 */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const facet = url.searchParams.get("facet");
  if (!isValueFacet(facet))
    return Response.json(
      { error: "unknown_facet", message: `facet must be one of ${VALUE_FACETS.join(", ")}` },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  const snapshot = context.get(storeRequest).services.catalog.current;
  const values = leftOutFacetValues(
    snapshot,
    parseCatalogQuery(url.searchParams),
    languageOf(request),
    facet,
  );
  return Response.json({ values }, { headers: { "Cache-Control": "public, max-age=60" } });
}
