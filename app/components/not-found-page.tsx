import { Form } from "react-router";
import { StoreLink } from "~/components/store-link";
import { usePathIn, useT } from "~/i18n/messages";
import type { MessageKey } from "~/i18n/en";

/** The 404 page: says what happened and offers the catalogue and a search. */
export function NotFoundPage({ titleKey = "notFound.title" }: { titleKey?: MessageKey }) {
  const t = useT();
  const pathIn = usePathIn();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl">{t(titleKey)}</h1>
      <p className="mt-3 text-lg">{t("notFound.body")}</p>
      <Form method="get" action={pathIn("/catalog")} role="search" className="mt-8 flex justify-center gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("notFound.searchLabel")}
        </label>
        <input
          id="not-found-search"
          name="search"
          type="search"
          placeholder={t("notFound.searchLabel")}
          className="w-64 rounded-md border border-stone-400 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand px-4 py-2 text-white">
          {t("notFound.searchButton")}
        </button>
      </Form>
      <p className="mt-6">
        <StoreLink to="/catalog" className="text-brand underline">
          {t("notFound.browse")}
        </StoreLink>
      </p>
    </section>
  );
}
