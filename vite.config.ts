import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's package map resolves its development build everywhere (remix-run/react-router
 * #14102). A production build bundles React Router's production build into both bundles: the
 * server's holds @react-router/express and @react-router/node too, so there is one copy of it,
 * one set of contexts, and no resolve hook for Node to run on every import (decision 0025).
 */
function reactRouterProduction(): Plugin {
  const production: Record<string, string> = {
    "react-router": "index.mjs",
    "react-router/dom": "dom-export.mjs",
  };
  const folder = new URL("./node_modules/react-router/dist/production/", import.meta.url);
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      const file = production[source];
      return file ? fileURLToPath(new URL(file, folder)) : null;
    },
  };
}

export default defineConfig({
  // The server bundle's entry is the Express app, which itself imports React Router's server build
  // (with React Router's future.v8_viteEnvironmentApi this is the "ssr" environment's own setting).
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      resolve: { noExternal: ["react-router", "@react-router/express", "@react-router/node"] },
    },
  },
  // The store reads .env itself when a process starts (scripts/load-env-file.mjs); neither Vite nor
  // React Router's plugin is to load .env files (envDir: false, the successor of envFile: false).
  envDir: false,
  plugins: [reactRouterProduction(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["better-sqlite3", "pg", "kysely", "sharp"] },
  server: { ws: { host: "127.0.0.1" } },
});
