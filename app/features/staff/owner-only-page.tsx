import { Link } from "react-router";
import { useStaffConsoleT } from "./staff-console-messages";
import type { StaffRole } from "./staff-permissions";

/** What a clerk or a driver sees on a page or form their role does not open (a 403 from requireCapability). */
export function OwnerOnlyPage({ role }: { role: StaffRole }) {
  const t = useStaffConsoleT();
  const driver = role === "driver";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-display text-3xl">
        {t(driver ? "console.driverOnly.title" : "console.ownerOnly.title")}
      </h1>
      <p className="mt-3">{t(driver ? "console.driverOnly.body" : "console.ownerOnly.body")}</p>
      <p className="mt-6">
        <Link to={driver ? "/staff/deliveries" : "/staff/orders"} className="text-brand underline">
          {t(driver ? "console.driverOnly.back" : "console.ownerOnly.back")}
        </Link>
      </p>
    </section>
  );
}
