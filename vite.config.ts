import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is the Express app, which itself imports React Router's server build.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["better-sqlite3", "pg", "kysely", "sharp"] },
  server: { ws: { host: "127.0.0.1" } },
}));
