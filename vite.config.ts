import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { reactDomMarkersWithoutStacks } from "./scripts/react-dom-markers.mjs";

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

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const FEATURE_ENTRY = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;
let shellModules: ReadonlySet<string> | undefined;

/**
 * The shell chunk: the root route and what it imports, React and React Router included. Every page
 * loads all of it, and one file compresses better than the twenty small ones the automatic split
 * made (home 125.9 to 122.0 KB gzip). A feature's public entry re-exports more than the shell uses:
 * what the shell takes through one is left to the automatic split, which knows what is used.
 */
const shellChunk = {
  name(moduleId: string, graph: ModuleGraph) {
    shellModules ??= importedFromRoot(graph);
    return shellModules.has(moduleId) ? "shell" : null;
  },
};

function importedFromRoot(graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = [ROOT_ROUTE];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    if (!FEATURE_ENTRY.test(id)) queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

export default defineConfig({
  // The server bundle's entry is the Express app, which itself imports React Router's server build
  // (with React Router's future.v8_viteEnvironmentApi this is the "ssr" environment's own setting).
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk] } } } } },
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      resolve: { noExternal: ["react-router", "@react-router/express", "@react-router/node"] },
    },
  },
  // The store reads .env itself when a process starts (scripts/load-env-file.mjs); neither Vite nor
  // React Router's plugin is to load .env files (envDir: false, the successor of envFile: false).
  envDir: false,
  plugins: [reactRouterProduction(), reactDomMarkersWithoutStacks(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["better-sqlite3", "pg", "kysely", "sharp"] },
  server: { ws: { host: "127.0.0.1" } },
});
