import { StoreLink } from "~/components/store-link";
import { NewTabNote } from "~/components/new-tab-note";
import { store } from "~/features/store";
import { StoreAddress } from "~/features/store";
import { StoreHours } from "~/features/store";
import { StoreMap } from "~/features/store";
import { usePathIn, useT } from "~/i18n/messages";
import { FooterSection } from "./footer-section";

const link = "underline decoration-stone-400 underline-offset-2 hover:text-brand hover:decoration-brand";

/** The footer every page shares: where the store is, when it is open, and its policies. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-stone-300 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <FooterSection id="footer-visit" title={t("footer.visitUs")}>
          <StoreAddress className="mt-3 text-sm" />
        </FooterSection>
        <FooterSection id="footer-hours" title={t("hours.title")}>
          <StoreHours />
        </FooterSection>
        <div className="sm:col-span-2 lg:col-span-1">
          <FooterSection id="footer-map" title={t("footer.findUs")}>
            <StoreMap title={t("footer.mapTitle", { store: store.name })} />
          </FooterSection>
        </div>
      </div>
      <FooterLegal />
    </footer>
  );
}

/** The copyright line and the policies; privacy and terms open in a new tab, as the specification asks. */
function FooterLegal() {
  const pathIn = usePathIn();
  const t = useT();
  return (
    <div className="border-t border-stone-200 bg-paper">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-stone-700 lg:flex-row lg:items-center lg:justify-between">
        <p>
          {t("footer.copyright", { store: store.name })} {t("footer.rights")}
        </p>
        <nav aria-label={t("footer.policiesLabel")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <a href={pathIn("/privacy-policy")} target="_blank" rel="noopener noreferrer" className={link}>
                {t("footer.privacy")}
                <NewTabNote />
              </a>
            </li>
            <li>
              <a
                href={pathIn("/terms-and-conditions")}
                target="_blank"
                rel="noopener noreferrer"
                className={link}
              >
                {t("footer.terms")}
                <NewTabNote />
              </a>
            </li>
            <li>
              <StoreLink to="/return-policy" className={link}>
                {t("footer.returns")}
              </StoreLink>
            </li>
            <li>
              <StoreLink to="/contact-us" className={link}>
                {t("footer.contact")}
              </StoreLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
