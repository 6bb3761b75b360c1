// The store's rooms as dependency-cruiser rules (docs/architecture.md, decision 0061): run by
// `npm run lint`. Type-only imports count: a circle of `import type` lines is still a circle.

/**
 * Which feature may read which: each feature names the features it imports, and none names a
 * feature that (through others) names it back. A new edge goes here, and only where it keeps the
 * graph running one way; work that needs both sides is a flow (app/flows/).
 */
const FEATURE_READS = {
  store: [],
  "age-gate": [],
  analytics: [],
  geolocation: [],
  images: [],
  inventory: ["store"],
  catalog: ["images", "inventory", "store"],
  product: ["age-gate", "catalog"],
  seo: ["catalog", "store"],
  home: ["catalog", "images", "store"],
  photos: ["catalog", "images"],
  orders: ["catalog", "deals", "inventory", "store"],
  cart: ["catalog", "deals", "images", "inventory", "orders", "product"],
  checkout: ["cart", "catalog", "images", "inventory", "orders", "store"],
  notices: ["orders", "store"],
  policies: ["orders", "store"],
  "restock-alerts": ["catalog", "inventory", "notices", "store"],
  staff: ["catalog", "deals", "id-check", "orders", "store"],
  contact: ["staff", "store"],
  dashboard: ["staff", "store"],
  "id-check": [],
  deals: [],
};

const PUBLIC_ENTRY = "/index(\\.server)?\\.tsx?$";

const featureOrder = Object.entries(FEATURE_READS).map(([feature, reads]) => ({
  name: `feature-order:${feature}`,
  comment: `${feature} may import ${reads.join(", ") || "no other feature"} (FEATURE_READS in .dependency-cruiser.cjs)`,
  severity: "error",
  from: { path: `^app/features/${feature}/` },
  to: {
    path: "^app/features/([^/]+)/",
    pathNot: [`^app/features/(${[feature, ...reads].join("|")})/`],
  },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A circle of imports, type imports included: split the shared part into a file of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-through-public-entry",
      comment: "Another feature is read through its public entry (index.ts, index.server.ts) only.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", PUBLIC_ENTRY] },
    },
    {
      name: "feature-never-imports-flows",
      comment: "Flows compose features; a feature calling a flow would call itself back.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/flows/" },
    },
    {
      name: "flow-through-public-entry",
      comment: "A flow calls what a feature offers (its public entry), never its internals.",
      severity: "error",
      from: { path: "^app/flows/" },
      to: { path: "^app/features/", pathNot: PUBLIC_ENTRY },
    },
    {
      name: "shared-never-imports-features",
      comment: "components/, utils/ and i18n/ serve every feature and import none (nor a flow).",
      severity: "error",
      from: { path: "^app/(components|utils|i18n)/" },
      to: { path: "^app/(features|flows)/" },
    },
    {
      name: "utils-never-read-the-request",
      comment: "utils/ takes what it needs as arguments; the request context and the server are above it.",
      severity: "error",
      from: { path: "^app/utils/" },
      to: { path: "^(app/load-context\\.server\\.ts|server/)" },
    },
    {
      name: "db-never-imports-the-app",
      comment: "The schema and migrations know tables, not features.",
      severity: "error",
      from: { path: "^db/" },
      to: { path: "^app/(features|flows)/" },
    },
    ...featureOrder,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.(test|spec)\\.tsx?$", "^\\.react-router/", "^build/"] },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    moduleSystems: ["es6"],
  },
};
