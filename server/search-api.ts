import type { RequestHandler } from "express";
import { z } from "zod";
import { searchAnswer } from "~/features/catalog/index.server";
import type { StoreServices } from "./services";

const searchQuery = z
  .object({
    q: z.string().max(200, "at most 200 characters").default(""),
    limit: z.coerce.number().int().min(1).max(20).default(8),
  })
  .strip();

/**
 * GET /api/search?q=&limit= (docs/api.md): the best matching products for the header's
 * suggestions, `{ query, results: [{ route, name, brand, type, img, priceFrom }] }`.
 */
export function searchApi(services: Pick<StoreServices, "catalog">): RequestHandler {
  return (req, res) => {
    const parsed = searchQuery.safeParse({ q: single(req.query.q), limit: single(req.query.limit) });
    if (!parsed.success) {
      res.status(400).json({ error: "invalid_query", issues: z.flattenError(parsed.error).fieldErrors });
      return;
    }
    const { q, limit } = parsed.data;
    res.set("Cache-Control", "public, max-age=60").json(searchAnswer(services.catalog.current, q, limit));
  };
}

/** `?q=a&q=b` arrives as an array: a hostile or mistaken URL, answered as if only one were given. */
function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
