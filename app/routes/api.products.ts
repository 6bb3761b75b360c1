import { preparedJsonResponse } from "~/utils/prepared-json.server";
import type { Route } from "./+types/api.products";

/** GET /api/products: every product with its sizes (DESIGN §6), from the catalogue snapshot. */
export function loader({ request, context }: Route.LoaderArgs) {
  return preparedJsonResponse(
    request,
    context.services.catalog.current.productsJson,
  );
}
