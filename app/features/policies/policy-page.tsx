import { StoreAddress } from "~/features/store";
import { deliveryLines, policyFacts } from "./policy-facts";
import { usePolicyT } from "./policy-messages";

/** A policy: its title, the date it last changed, the store's facts at a glance, then its sections. */
export function PolicyPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: { iso: string; text: string };
  children: React.ReactNode;
}) {
  const t = usePolicyT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-stone-700">
        {t("policy.updated")} <time dateTime={updated.iso}>{updated.text}</time>
      </p>
      <PolicyFacts />
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

/** Who the store is, how to reach it, whom it sells to, where it delivers and how shoppers pay. */
function PolicyFacts() {
  const t = usePolicyT();
  const facts = policyFacts();
  const lines = deliveryLines();
  return (
    <section aria-labelledby="policy-glance" className="mt-6 rounded-lg border border-stone-300 bg-white p-5">
      <h2 id="policy-glance" className="font-display text-xl font-bold">
        {t("policy.atAGlance")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <StoreAddress />
        <ul className="list-disc space-y-2 pl-5">
          <li>{t("policy.ageRule", facts)}</li>
          <li>
            {t("policy.delivery", facts)}
            {lines.minimum && ` ${t("policy.deliveryMinimum", facts)}`}
            {lines.free && ` ${t("policy.freeDelivery", facts)}`}
          </li>
          <li>{t("policy.payment", facts)}</li>
        </ul>
      </div>
    </section>
  );
}

/** One part of a policy, named by its heading. */
export function PolicySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 leading-relaxed">
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A policy's bulleted list. */
export function PolicyList({ children }: { children: React.ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}
