import { createContext, useContext } from "react";
import type { EntryContext } from "react-router";

const ModuleHrefsContext = createContext<readonly string[]>([]);

/** This page's JavaScript modules; provided only while rendering on the server. */
export const ModuleHrefsProvider = ModuleHrefsContext.Provider;

/** The modules React Router's <Scripts> preloads for this page: the client entry and each matched route's. */
export function pageModuleHrefs({ manifest, staticHandlerContext }: EntryContext): string[] {
  const routeModules = staticHandlerContext.matches.flatMap((match) => {
    const route = manifest.routes[match.route.id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules])];
}

/**
 * Starts this page's module downloads at low priority, before <Scripts> names the same modules
 * (the browser fetches each once). The page is fully rendered HTML, so on a slow phone network
 * its first product images and paint come before the hydration code; see decision 0008.
 */
export function LowPriorityModulePreloads() {
  return useContext(ModuleHrefsContext).map((href) => (
    <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
  ));
}
