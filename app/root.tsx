import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import appCssUrl from "./app.css?url";
import { ScriptsAfterPaint } from "./components/scripts-after-paint";
import { EarlyTapsScript, usePageLive } from "./components/early-taps";
import { ChunkFailureScript, ChunkLoadTimeout } from "./components/chunk-failure";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import { ErrorPage } from "./components/error-page";
import { ScreenLoading } from "./components/screen-loading";
import { FirstVisitLanguageScript } from "./i18n/first-visit-language-script";
import { HTML_LANG, languageOfPath } from "./i18n/language";
import { metaT, useT } from "./i18n/messages";
import { sharedMessages } from "./i18n/messages.server";
import { store } from "./features/store/store";
import { Analytics } from "./features/analytics/analytics";
import { AgeGate, AgeGateScript, useAgeAnswer, useAgeConfirmed } from "./features/age-gate";
import { CartPanelProvider } from "./features/cart/cart-panel-context";
import { ZipCodeLookup } from "./features/geolocation/zip-code-lookup";
import { useRootData, type RootData } from "./root-data";
import { storeRequest } from "./load-context.server";
import { consoleLanguage } from "./features/staff/staff-auth.server";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { env } = context.get(storeRequest).services;
  // The back room speaks the language each staff member chose, whatever the shop floor's.
  const language = isStaffPath(url.pathname)
    ? await consoleLanguage(request, context)
    : languageOfPath(url.pathname);
  return {
    language,
    messages: sharedMessages(language),
    integrations: {
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    },
  } satisfies RootData;
}

/**
 * The root's data changes with the page's language (its address) or a cookie a form's answer sets:
 * a plain navigation within one language keeps it, so the shared texts are not sent again with every page.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * The stylesheet is a file the browser keeps (an immutable, hashed asset), not text inlined into
 * every page: a page's HTML stays small, and every later page a visitor loads finds it cached
 * (decision 0061).
 */
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appCssUrl },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const t = useT();
  const ageAnswer = useAgeAnswer();
  const { pathname } = useLocation();
  const staffConsole = isStaffPath(pathname);
  const { language } = useRootData();
  usePageLive();
  return (
    // The age gate's script marks <html> before hydration (age-gate-script.tsx).
    <html lang={HTML_LANG[language]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {!staffConsole && <EarlyTapsScript />}
        {/*
          No frame before <main> begins: a slow phone's parser yields mid-page, and a frame painted
          then showed the header's right-aligned group half-built, which slid sideways as the rest
          arrived (decision 0040).
        */}
        <link rel="expect" href="#main" blocking="render" />
        {pathname === "/" && <FirstVisitLanguageScript />}
        <ChunkFailureScript />
        <Meta />
        {/* Before the stylesheet: an inline script after a stylesheet still loading waits for it. */}
        <ScriptsAfterPaint />
        <Links />
      </head>
      {staffConsole ? (
        <body>
          {/* The staff console is the store's back room: no age gate, storefront shell or analytics. */}
          <main id="main" className="min-h-screen">
            {children}
          </main>
          <ChunkLoadTimeout />
          <ScrollRestoration />
          <Scripts />
        </body>
      ) : (
        <body>
          {/* First in the page: parsed and laid out whole before the content, so it never shifts as the page streams in. */}
          <AgeGate answer={ageAnswer} />
          {/*
            While the age gate is open the page behind it is inert: no focus, no clicks, no reading.
            Before hydration the script sets it (the server's page is the same for everyone), hence
            no warning when React finds it there.
          */}
          <div className="flex min-h-screen flex-col" inert={ageAnswer === false} suppressHydrationWarning>
            <AgeGateScript />
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
            >
              {t("nav.skipToContent")}
            </a>
            <CartPanelProvider>
              <SiteHeader />
              <ScreenLoading />
              <main id="main" className="flex-1">
                {children}
              </main>
            </CartPanelProvider>
            <SiteFooter />
          </div>
          <ChunkLoadTimeout />
          <ScrollRestoration />
          <Scripts />
        </body>
      )}
    </html>
  );
}

export default function App() {
  const { integrations } = useRootData();
  const ageConfirmed = useAgeConfirmed();
  if (isStaffPath(useLocation().pathname)) return <Outlet />;
  return (
    <>
      <Outlet />
      <Analytics measurementId={integrations.gaMeasurementId} />
      <ZipCodeLookup apiKey={integrations.googleMapsApiKey} enabled={ageConfirmed} />
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: store.name }, { name: "description", content: t("store.tagline") }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

function isStaffPath(pathname: string): boolean {
  return pathname === "/staff" || pathname.startsWith("/staff/");
}
