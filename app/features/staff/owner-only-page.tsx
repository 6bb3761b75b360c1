import { Link } from "react-router";
import { useStaffConsoleT } from "./staff-console-messages";

/** What a clerk sees on a page or form that is the owner's (a 403 from requireCapability). */
export function OwnerOnlyPage() {
  const t = useStaffConsoleT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-display text-3xl">{t("console.ownerOnly.title")}</h1>
      <p className="mt-3">{t("console.ownerOnly.body")}</p>
      <p className="mt-6">
        <Link to="/staff/orders" className="text-brand underline">
          {t("console.ownerOnly.back")}
        </Link>
      </p>
    </section>
  );
}
