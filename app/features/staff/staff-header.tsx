import { Form, NavLink } from "react-router";
import { roleMay, type Capability, type StaffRole } from "./staff-permissions";

/** The back room's sections; every staff page but the login shows those the person's role may open. */
export const STAFF_SECTIONS: ReadonlyArray<{ to: string; name: string; needs: Capability }> = [
  { to: "/staff/orders", name: "Orders", needs: "orders" },
  { to: "/staff/products", name: "Stock and prices", needs: "stock" },
  { to: "/staff/featured", name: "Home shelves", needs: "featured" },
  { to: "/staff/catalog-import", name: "Catalogue import", needs: "import" },
  { to: "/staff/photos", name: "Photos", needs: "products" },
  { to: "/staff/messages", name: "Messages", needs: "messages" },
  { to: "/staff/restock-alerts", name: "Back in stock", needs: "restock-alerts" },
  { to: "/staff/dashboard", name: "Numbers", needs: "dashboard" },
  { to: "/staff/accounts", name: "Staff accounts", needs: "accounts" },
  { to: "/staff/audit", name: "Audit trail", needs: "audit" },
];

export function StaffHeader({ staffName, role }: { staffName: string; role: StaffRole }) {
  return (
    <header className="border-b border-stone-300 bg-stone-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <nav aria-label="Staff console" className="flex flex-wrap gap-1 text-sm">
          {STAFF_SECTIONS.filter((section) => roleMay(role, section.needs)).map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              className="rounded px-3 py-1.5 font-semibold aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {section.name}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/staff/logout" className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-stone-600">Signed in as {staffName}</span>
          <button type="submit" className="rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold">
            Sign out
          </button>
        </Form>
      </div>
    </header>
  );
}
