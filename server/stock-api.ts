import type { RequestHandler } from "express";
import { liveStockOf } from "~/features/catalog/index.server";
import { NEVER_STORED } from "./edge-cache";
import type { StoreServices } from "./services";

/**
 * GET /api/products/:route/stock (docs/api.md): the product's stock now, for its page after
 * hydration. Never stored by any cache: that is its point. Any route that is not a product's
 * (however long or strange; Node refuses a request line over 16 KB) is a 404.
 */
export function stockApi(services: Pick<StoreServices, "catalog">): RequestHandler<{ route: string }> {
  return (req, res) => {
    res.set("Cache-Control", NEVER_STORED);
    const stock = liveStockOf(services.catalog.current, req.params.route);
    if (stock) res.json(stock);
    else res.status(404).json({ error: "unknown_product" });
  };
}
