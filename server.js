// The process entry. Plain JavaScript, so it runs without a build step of its own: the store's code
// (server/app.ts and everything it imports) is bundled into build/server/index.js by `npm run build`.
// server/web-server.ts owns the process's life (start, listen, drain, stop); this file only says
// where the store's code and static files come from.
import "./scripts/runtime-check.mjs";
import "./scripts/load-env-file.mjs";
import express from "express";

const production = process.env.NODE_ENV === "production";
const BUILD = "./build/server/index.js";

if (production) {
  const { runStore, createStoreApp } = await import(BUILD);
  await runStore((app, services) => {
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
  });
} else {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({ server: { middlewareMode: true } }),
  );
  const loadApp = () => vite.ssrLoadModule("./server/app.ts");
  await (
    await loadApp()
  ).runStore((app, services) => {
    app.use(vite.middlewares);
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
  });
}
