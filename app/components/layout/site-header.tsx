import { Link, NavLink } from "react-router";
import { store } from "~/features/store/store";
import { useT } from "~/i18n/messages";

/** The header every page shares; issue #3 adds search, the cart button and the mobile menu. */
export function SiteHeader() {
  const t = useT();
  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/catalog", label: t("nav.catalog") },
    { to: "/contact-us", label: t("nav.contact") },
  ];
  return (
    <header className="border-b border-stone-300 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="font-display text-xl font-bold text-brand">
          {store.name}
        </Link>
        <nav aria-label={t("nav.mainLabel")}>
          <ul className="flex gap-5 text-sm font-semibold tracking-wide">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="hover:text-brand aria-[current=page]:text-brand aria-[current=page]:underline"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                href={store.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-brand"
              >
                {t("nav.instagram")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
