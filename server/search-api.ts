import type { RequestHandler } from "express";
import { z } from "zod";
import { featuredSize } from "~/features/catalog/featured";
import type { SearchAnswer } from "~/features/search/suggestions";
import { centsToDollars } from "~/utils/money";
import type { StoreServices } from "./services";

const searchQuery = z
  .object({
    q: z.string().max(200, "at most 200 characters").default(""),
    limit: z.coerce.number().int().min(1).max(20).default(8),
  })
  .strip();

/**
 * GET /api/search?q=&limit= (DESIGN §6): the best matching products for the header's suggestions,
 * `{ query, results: [{ route, name, brand, type, img, priceFrom }] }`.
 */
export function searchApi(services: Pick<StoreServices, "catalog">): RequestHandler {
  return (req, res) => {
    const parsed = searchQuery.safeParse({ q: single(req.query.q), limit: single(req.query.limit) });
    if (!parsed.success) {
      res.status(400).json({ error: "invalid_query", issues: z.flattenError(parsed.error).fieldErrors });
      return;
    }
    const { q, limit } = parsed.data;
    const snapshot = services.catalog.current;
    const results = snapshot.search.search(q, limit).flatMap((route) => {
      const product = snapshot.productByRoute.get(route);
      if (!product) return [];
      const cheapest = product.sizes.reduce((low, size) => (size.priceCents < low.priceCents ? size : low));
      return [
        {
          route,
          name: product.name,
          brand: product.brand,
          type: product.typeSlug,
          img: featuredSize(product).imagePath,
          priceFrom: centsToDollars(cheapest.priceCents),
        },
      ];
    });
    res.set("Cache-Control", "public, max-age=60").json({ query: q, results } satisfies SearchAnswer);
  };
}

/** `?q=a&q=b` arrives as an array: a hostile or mistaken URL, answered as if only one were given. */
function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
