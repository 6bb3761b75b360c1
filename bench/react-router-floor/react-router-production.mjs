// A Node module hook (registered by the floor app's server.mjs): React Router's package exports name
// only its development build (remix-run/react-router#14102), so every import of it, the floor's
// server bundle's and @react-router/express's alike, is sent to the production build beside it.
// One copy for all importers: two would mean two sets of React contexts.
const DEVELOPMENT_BUILD = "/node_modules/react-router/dist/development/";
const PRODUCTION_BUILD = "/node_modules/react-router/dist/production/";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT_BUILD)
    ? { ...resolved, url: resolved.url.replace(DEVELOPMENT_BUILD, PRODUCTION_BUILD) }
    : resolved;
}
