import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import appCssUrl from "~/app.css?url";
import { logger } from "~/utils/logger.server";
import { renderedPageCache } from "./page-cache";
import { productImages } from "./product-images";
import { ordersApi } from "./orders-api";
import { productsApi } from "./products-api";
import { searchApi } from "./search-api";
import { vitalsApi } from "./vitals-api";
import { assignCspNonce, securityHeaders } from "./security";
import type { StoreServices } from "./services";

export { startServices } from "./services";
export { runCli } from "./cli";

/** The store's Express app, mounted by server.js behind static files (production) or Vite (development). */
export function createStoreApp(services: StoreServices): express.Router {
  const app = express.Router();
  const inlineCss = services.env.NODE_ENV === "production" ? builtStylesheet() : null;
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      // One short line per request: headers would put cookies in the log.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(refuseMalformedUrls);
  app.use(assignCspNonce);
  if (services.env.NODE_ENV === "production") app.use(securityHeaders(services.env));
  app.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(services.database.db);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });
  app.get("/api/products", productsApi(services));
  app.get("/api/search", searchApi(services));
  app.post("/api/vitals", vitalsApi(services));
  app.use("/api/orders", ordersApi(services));
  app.use("/images", productImages(services));
  app.use(renderedPageCache(services));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: services.env.NODE_ENV,
      getLoadContext: (req, res) => ({
        services,
        cspNonce: res.locals.cspNonce as string,
        clientAddress: req.ip ?? "",
        inlineCss,
      }),
    }),
  );
  app.use(handleUnexpectedError);
  return app;
}

/** The built stylesheet's text (build/client + its hashed URL), read once at start. */
function builtStylesheet(): string {
  return readFileSync(join("build/client", appCssUrl), "utf8");
}

/** A URL whose %-escapes do not decode is the client's mistake: 400, not a crash further down. */
const refuseMalformedUrls: express.RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type("text/plain").send("Bad request: the address is malformed.");
  }
};

/** Never show a stack, SQL or a path to a shopper. */
const handleUnexpectedError: ErrorRequestHandler = (error, req, res, _next) => {
  req.log.error({ err: error }, "unhandled error");
  if (res.headersSent) return res.end();
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
};
