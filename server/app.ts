import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { storeContext } from "~/load-context.server";
import { isConnectionLost, isDatabaseBusy } from "~/utils/db.server";
import { loggableUrl, logger } from "~/utils/logger.server";
import { edgeCachePolicy } from "./edge-cache";
import { healthChecks } from "./health-checks";
import { storeMetrics } from "./metrics";
import { renderedPageCache } from "./page-cache";
import { productImages } from "./product-images";
import { ordersApi } from "./orders-api";
import { caseRulesApi } from "./case-rules-api";
import { productsApi } from "./products-api";
import { searchApi } from "./search-api";
import { stockApi } from "./stock-api";
import { vitalsApi } from "./vitals-api";
import { refuseOtherSites } from "./request-origin";
import { warnOfUntrustedProxy } from "./untrusted-proxy-warning";
import type { StoreServices } from "./services";

export { startServices } from "./services";
export { runStore } from "./web-server";
// The command-line tools (cli/) ride in this bundle: Node 20 runs only its JavaScript.
export { runCli } from "../cli/store-cli";

/** The store's Express app, mounted by server.js behind static files (production) or Vite (development). */
export function createStoreApp(services: StoreServices): express.Router {
  const app = express.Router();
  const metrics = storeMetrics(services);
  app.use(metrics.count);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      // One short line per request: headers would put cookies in the log, a status page's URL its token.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggableUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(refuseMalformedUrls);
  app.use(refuseOtherSites(services.env.PUBLIC_URL));
  app.use(warnOfUntrustedProxy(services.env.TRUST_PROXY));
  app.use(edgeCachePolicy(services.env));
  app.use(healthChecks(services));
  app.use(metrics.answer);
  app.get("/api/products", productsApi(services));
  app.get("/api/products/:route/stock", stockApi(services));
  app.get("/api/search", searchApi(services));
  app.get("/api/case-rules", caseRulesApi(services));
  app.post("/api/vitals", vitalsApi(services));
  app.use("/api/orders", ordersApi(services));
  app.use("/images", productImages(services));
  app.use(renderedPageCache(services));
  app.all("/{*splat}", pageRequests(services));
  app.use(handleUnexpectedError);
  return app;
}

/**
 * React Router's handler for pages and their data. Production imports the server build once and
 * hands React Router the build itself: given a function, it imports again (a round trip to the
 * thread of server.js's module hook) and rebuilds its route tables on every request, 10 % of a
 * page's render together. Development imports it per request, to pick up edits.
 */
function pageRequests(services: StoreServices): RequestHandler {
  const load = () => import("virtual:react-router/server-build");
  const handlerFor = (build: Parameters<typeof createRequestHandler>[0]["build"]) =>
    createRequestHandler({
      build,
      mode: services.env.NODE_ENV,
      getLoadContext: (req) => storeContext({ services, clientAddress: req.ip ?? "" }),
    });
  if (services.env.NODE_ENV !== "production") return handlerFor(load);
  const handler = load().then(handlerFor);
  return (req, res, next) => {
    handler.then((handle) => handle(req, res, next), next);
  };
}

/** A URL whose %-escapes do not decode is the client's mistake: 400, not a crash further down. */
const refuseMalformedUrls: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type("text/plain").send("Bad request: the address is malformed.");
  }
};

/**
 * Never show a stack, SQL or a path to a shopper. A lost or overloaded database is a moment's wait,
 * not a fault.
 */
const handleUnexpectedError: ErrorRequestHandler = (error, req, res, _next) => {
  const busy = isDatabaseBusy(error);
  const lost = !busy && isConnectionLost(error);
  // Said as what it is: a full pool is load to add servers or connections for, not an outage.
  if (busy) req.log.warn({ err: error }, "the database is busy: no connection or no time to spare (503)");
  else if (lost) req.log.error({ err: error }, "the database connection was lost (503)");
  else req.log.error({ err: error }, "unhandled error");
  if (res.headersSent) return res.end();
  if (busy || lost) {
    res.status(503).set("Retry-After", "5").type("text/plain");
    return res.send("The store is briefly unavailable. Please try again in a few seconds.");
  }
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
};
