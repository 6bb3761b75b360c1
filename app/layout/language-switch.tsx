import { Form, useLocation } from "react-router";
import { HTML_LANG, LANGUAGE_NAMES, type Language } from "~/i18n/language";
import { useLanguage } from "~/i18n/messages";

/** One button naming the other language in itself ("Español" / "English"); a short code on phones. */
export function LanguageSwitch() {
  const other: Language = useLanguage() === "en" ? "es" : "en";
  const location = useLocation();
  return (
    <Form method="post" action="/language" preventScrollReset>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="language"
        value={other}
        lang={HTML_LANG[other]}
        className="rounded-md px-2 py-2 text-sm font-semibold hover:bg-stone-100"
        data-testid="language-switch"
      >
        <span className="hidden sm:inline">{LANGUAGE_NAMES[other]}</span>
        <span className="sm:hidden">{other.toUpperCase()}</span>
      </button>
    </Form>
  );
}
