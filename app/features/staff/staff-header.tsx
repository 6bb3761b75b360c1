import { Form, NavLink } from "react-router";

/** The back room's sections; every staff page but the login shows them. */
export const STAFF_SECTIONS = [
  { to: "/staff/orders", name: "Orders" },
  { to: "/staff/products", name: "Stock and prices" },
  { to: "/staff/featured", name: "Home shelves" },
  { to: "/staff/catalog-import", name: "Catalogue import" },
  { to: "/staff/photos", name: "Photos" },
  { to: "/staff/messages", name: "Messages" },
  { to: "/staff/restock-alerts", name: "Back in stock" },
  { to: "/staff/dashboard", name: "Numbers" },
] as const;

export function StaffHeader({ staffName }: { staffName: string }) {
  return (
    <header className="border-b border-stone-300 bg-stone-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <nav aria-label="Staff console" className="flex flex-wrap gap-1 text-sm">
          {STAFF_SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              className="rounded px-3 py-1.5 font-semibold aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {section.name}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/staff/logout" className="flex items-center gap-3">
          <span className="text-sm text-stone-600">Signed in as {staffName}</span>
          <button type="submit" className="rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold">
            Sign out
          </button>
        </Form>
      </div>
    </header>
  );
}
