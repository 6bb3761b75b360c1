import {
  isRouteErrorResponse,
  Link,
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
import { AppStylesheet } from "./components/app-stylesheet";
import { LowPriorityModulePreloads } from "./components/module-preloads";
import { ChunkFailureScript, ChunkLoadTimeout } from "./components/chunk-failure";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFoundPage } from "./components/not-found-page";
import { useNonce } from "./components/nonce";
import { ScreenLoading } from "./components/screen-loading";
import { HTML_LANG } from "./i18n/language";
import { metaT, useT } from "./i18n/messages";
import { languageOf, sharedMessages } from "./i18n/messages.server";
import { store } from "./features/store/store";
import { ageCookieIn } from "./features/age-gate/age-confirmation";
import { Analytics } from "./features/analytics/analytics";
import { AgeGate } from "./features/age-gate/age-gate";
import { CartPanelProvider } from "./features/cart/cart-panel-context";
import { useAgeConfirmed } from "./features/age-gate/use-age-gate";
import { ZipCodeLookup } from "./features/geolocation/zip-code-lookup";
import { useRootData, type RootData } from "./root-data";

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.services;
  // The back room speaks English whatever the shop floor's language.
  const language = isStaffPath(new URL(request.url).pathname) ? "en" : languageOf(request);
  return {
    language,
    messages: sharedMessages(language),
    integrations: {
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    },
    ageConfirmed: ageCookieIn(request.headers.get("Cookie")),
  } satisfies RootData;
}

/**
 * The root's data changes only with a cookie the server sets (the language) or one a form's answer
 * sets: a plain navigation keeps it, so the shared texts are not sent again with every page.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const t = useT();
  const ageConfirmed = useAgeConfirmed(useRootData().ageConfirmed);
  const staffConsole = isStaffPath(useLocation().pathname);
  const { language } = useRootData();
  return (
    <html lang={HTML_LANG[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ChunkFailureScript nonce={nonce} />
        <Meta />
        <AppStylesheet href={appCssUrl} />
        <Links />
        <LowPriorityModulePreloads />
      </head>
      {staffConsole ? (
        <body>
          {/* The staff console is the store's back room: no age gate, storefront shell or analytics. */}
          <main id="main" className="min-h-screen">
            {children}
          </main>
          <ChunkLoadTimeout />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      ) : (
        <body>
          {/* First in the page: parsed and laid out whole before the content, so it never shifts as the page streams in. */}
          <AgeGate open={!ageConfirmed} />
          {/* While the age gate is open the page behind it is inert: no focus, no clicks, no reading. */}
          <div className="flex min-h-screen flex-col" inert={!ageConfirmed}>
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
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
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
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl">{t("error.title")}</h1>
      <p className="mt-3">{t("error.body")}</p>
      <p className="mt-6">
        <Link to="/" className="text-brand underline">
          {t("error.home")}
        </Link>
      </p>
    </section>
  );
}

function isStaffPath(pathname: string): boolean {
  return pathname === "/staff" || pathname.startsWith("/staff/");
}
