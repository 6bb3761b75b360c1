// The process entry. Plain JavaScript because Node 20 cannot run TypeScript: the store's own code
// (server/app.ts and everything it imports) is bundled into build/server/index.js by `npm run build`.
import compression from "compression";
import express from "express";

const production = process.env.NODE_ENV === "production";
const BUILD = "./build/server/index.js";

const app = express();
app.disable("x-powered-by");
app.use(compression());

let services;
if (production) {
  const { startServices, createStoreApp } = await import(BUILD);
  services = await startServices();
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y" }),
    (_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
  // Only paths that look like files reach the disk: pages and the API skip a stat() per request.
  const publicFiles = express.static("build/client", {
    maxAge: "1h",
    index: false,
    redirect: false,
  });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(createStoreApp(services));
} else {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({ server: { middlewareMode: true } }),
  );
  app.use(vite.middlewares);
  const loadApp = () => vite.ssrLoadModule("./server/app.ts");
  services = await (await loadApp()).startServices();
  // Build the store's app again only when an edit gave Vite a new module, not on every request.
  let loaded, storeApp;
  app.use(async (req, res, next) => {
    try {
      const module = await loadApp();
      if (module !== loaded) [loaded, storeApp] = [module, module.createStoreApp(services)];
      storeApp(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const { PORT, HOST, TRUST_PROXY } = services.env;
// Behind N reverse proxies, the client's address is N hops back in X-Forwarded-For (rate limits, origin checks).
app.set("trust proxy", TRUST_PROXY);
const server = app.listen(PORT, HOST, () => {
  console.log(`Store ready on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});

function shutdown(signal) {
  console.log(`${signal}: finishing requests in flight, then closing`);
  server.close(async () => {
    await services.stop();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open: drop each one as soon as it is idle.
  const dropIdle = setInterval(() => server.closeIdleConnections(), 100);
  dropIdle.unref();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
