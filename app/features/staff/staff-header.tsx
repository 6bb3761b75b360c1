import { Form, NavLink, useLocation } from "react-router";
import { HTML_LANG, type Language } from "~/i18n/language";
import { useLanguage } from "~/i18n/messages";
import { useStaffConsoleT, type StaffConsoleKey } from "./staff-console-messages";
import { roleMay, type Capability, type StaffRole } from "./staff-permissions";

/** The back room's sections; every staff page but the login shows those the person's role may open. */
export const STAFF_SECTIONS: ReadonlyArray<{ to: string; name: StaffConsoleKey; needs: Capability }> = [
  { to: "/staff/orders", name: "console.orders", needs: "orders" },
  { to: "/staff/deliveries", name: "console.deliveries", needs: "deliveries" },
  { to: "/staff/products", name: "console.stock", needs: "stock" },
  { to: "/staff/featured", name: "console.featured", needs: "featured" },
  { to: "/staff/deals", name: "console.deals", needs: "deals" },
  { to: "/staff/catalog-import", name: "console.import", needs: "import" },
  { to: "/staff/photos", name: "console.photos", needs: "products" },
  { to: "/staff/messages", name: "console.messages", needs: "messages" },
  { to: "/staff/restock-alerts", name: "console.restockAlerts", needs: "restock-alerts" },
  { to: "/staff/dashboard", name: "console.dashboard", needs: "dashboard" },
  { to: "/staff/accounts", name: "console.accounts", needs: "accounts" },
  { to: "/staff/audit", name: "console.audit", needs: "audit" },
];

/**
 * On a phone the sections fold into one "Sections" button (an owner's ten links took four rows, about
 * 215 px, above every page); from 40rem they are all in sight. No script: a `details` element.
 */
export function StaffHeader({ staffName, role }: { staffName: string; role: StaffRole }) {
  const t = useStaffConsoleT();
  return (
    <header className="border-b border-stone-300 bg-stone-50 print:hidden" data-testid="staff-header">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:py-3">
        <details className="w-full sm:hidden">
          <summary className="flex min-h-10 cursor-pointer items-center font-semibold">
            {t("console.sections")}
          </summary>
          <SectionLinks role={role} className="grid gap-1 py-2" />
          <p className="pb-2 text-sm text-stone-600">{t("console.signedInAs", { name: staffName })}</p>
        </details>
        <SectionLinks role={role} className="hidden flex-wrap gap-1 text-sm sm:flex" />
        <div className="flex flex-wrap items-center gap-3">
          <ConsoleLanguageSwitch />
          <Form method="post" action="/staff/logout" className="flex flex-wrap items-center gap-3">
            <span className="hidden text-sm text-stone-600 sm:inline">
              {t("console.signedInAs", { name: staffName })}
            </span>
            <button
              type="submit"
              className="min-h-6 rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold"
            >
              {t("console.signOut")}
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}

/** The sections the person's role may open; one of the two lists is hidden at any width. */
function SectionLinks({ role, className }: { role: StaffRole; className: string }) {
  const t = useStaffConsoleT();
  return (
    <nav aria-label={t("console.nav")} className={className}>
      {STAFF_SECTIONS.filter((section) => roleMay(role, section.needs)).map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          className="rounded px-3 py-1.5 font-semibold aria-[current=page]:bg-brand aria-[current=page]:text-white"
        >
          {t(section.name)}
        </NavLink>
      ))}
    </nav>
  );
}

/** One button to the other language, written in that language; the choice is the staff member's own. */
function ConsoleLanguageSwitch() {
  const t = useStaffConsoleT();
  const { pathname, search } = useLocation();
  const other: Language = useLanguage() === "es" ? "en" : "es";
  return (
    <Form method="post" action="/staff/language">
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <button
        type="submit"
        lang={HTML_LANG[other]}
        title={t("console.switchLanguageLabel")}
        className="rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold"
      >
        {t("console.switchLanguage")}
      </button>
    </Form>
  );
}
