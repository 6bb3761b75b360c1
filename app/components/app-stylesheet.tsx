import { createContext, useContext } from "react";

const InlineCssContext = createContext<string | null>(null);

/**
 * The store's stylesheet text, inlined into every server-rendered page (production): a phone on a
 * slow network paints without waiting for a separate CSS request. null: link to it instead (development).
 * In the browser the value is "" when the page already carries the inlined sheet.
 */
export const InlineCssProvider = InlineCssContext.Provider;

export function AppStylesheet({ href }: { href: string }) {
  const css = useContext(InlineCssContext);
  if (css === null) return <link rel="stylesheet" href={href} />;
  // The browser keeps the server's text: hydration leaves it alone, and "" never changes afterwards.
  return <style id="app-css" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
