// What the seo feature offers the rest of the store; everything else in this folder is its own.
export { pageTitle } from "./page-title";
export { jsonLdScriptText, StructuredData } from "./structured-data";
