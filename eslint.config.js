import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Paths from this file's folder, wherever ESLint runs (the boundaries test lints a copy of the app).
const ROOT = fileURLToPath(new URL(".", import.meta.url));

const FEATURES = readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The rooms of app/ and what each may import (docs/architecture.md): shared code (components,
 * utils, i18n) no feature; a feature another feature's public entry only (index.ts, or
 * index.server.ts on the server), never its other files. Routes, the layout and the root compose
 * features and may reach into them; tests may too.
 */
const boundaries = [
  {
    target: ["./app/components", "./app/utils", "./app/i18n"],
    from: "./app/features",
    message: "Shared code never imports a feature: move it into the feature, or pass it in from a route.",
  },
  ...FEATURES.map((feature) => ({
    target: FEATURES.filter((other) => other !== feature).map((other) => `./app/features/${other}`),
    from: `./app/features/${feature}`,
    except: ["./index.ts", "./index.server.ts"],
    message: `Import the ${feature} feature from its public entry (~/features/${feature}, or ~/features/${feature}/index.server), and add what you need there.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-logs/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  // Playwright fixtures call their callback `use`, which is not React's.
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "cli/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      "import/resolver": { typescript: { project: ROOT }, node: true },
    },
    rules: {
      "import/no-restricted-paths": ["error", { zones: boundaries, basePath: ROOT }],
      // Circles are dependency-cruiser's (npm run lint:graph): it sees type imports, which
      // import/no-cycle skips, in a fraction of its time (decision 0051).
    },
  },
  {
    // The CSP allows every inline script the server's HTML holds (decision 0029): raw HTML may come
    // only from these files, whose texts are the store's own constants or escaped JSON.
    files: ["app/**/*.tsx"],
    ignores: [
      "app/components/chunk-failure.tsx",
      "app/components/scripts-after-paint.tsx",
      "app/components/early-taps.tsx",
      "app/components/app-stylesheet.tsx",
      "app/features/age-gate/age-gate-script.tsx",
      "app/i18n/first-visit-language-script.tsx",
      "app/features/checkout/checkout-page.tsx",
      "app/features/seo/structured-data.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            "Raw HTML bypasses the CSP's script hashes (decision 0029); render text, or add a vetted file to this list.",
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
