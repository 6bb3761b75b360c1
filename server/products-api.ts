import type { RequestHandler } from "express";
import { preparedJsonReply } from "~/utils/prepared-json.server";
import type { StoreServices } from "./services";

/**
 * GET /api/products (DESIGN §6): every product with its sizes, from the catalogue snapshot,
 * serialized and compressed once per snapshot. Served by Express directly: it is the hottest URL.
 */
export function productsApi(services: StoreServices): RequestHandler {
  return (req, res) => {
    const reply = preparedJsonReply(
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
