import type { RequestHandler } from "express";
import { preparedJsonReply } from "~/utils/prepared-json.server";
import type { StoreServices } from "./services";

/**
 * GET /api/products (DESIGN §6): every product with its sizes, from the catalogue snapshot,
 * serialized and compressed once per snapshot, off the request path's critical section (a rejection
 * reaches the store's error handler: Express 5 awaits handlers). Served by Express directly: it is
 * the hottest URL.
 */
export function productsApi(services: StoreServices): RequestHandler {
  return async (req, res) => {
    const reply = await preparedJsonReply(
      {
        ifNoneMatch: req.get("if-none-match"),
        acceptEncoding: req.get("accept-encoding"),
      },
      services.catalog.current.productsJson,
    );
    res.writeHead(reply.status, reply.headers);
    res.end(req.method === "HEAD" ? undefined : reply.bytes);
  };
}
