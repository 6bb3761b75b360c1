import { isRouteErrorResponse } from "react-router";
import { StoreLink } from "~/components/store-link";
import { useT } from "~/i18n/messages";
import { NotFoundPage } from "./not-found-page";

/**
 * What a page shows when its loader or action fails: "not found" for a 404, else a short apology
 * with a way home. The root shows it, and so does every route with an action, so that a refused form
 * (a body too large, of another type, with U+0000) still renders the header and footer with the
 * root's data: React Router runs the loaders above the boundary that catches the error, not its own.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl">{t("error.title")}</h1>
      <p className="mt-3">{t("error.body")}</p>
      <p className="mt-6">
        <StoreLink to="/" className="text-brand underline">
          {t("error.home")}
        </StoreLink>
      </p>
    </section>
  );
}
