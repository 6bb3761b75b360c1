import { store } from "~/features/store";
import { StoreAddress } from "~/features/store";
import { StoreHours } from "~/features/store";
import { StoreMap } from "~/features/store";
import { useContactPageT } from "./contact-page-messages";

/** Where the store is, how to reach it and when it is open: the footer's details, first on the page. */
export function ContactStoreDetails() {
  const t = useContactPageT();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-10">
      <p className="max-w-prose text-lg">{t("contactPage.intro")}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        <DetailSection id="contact-visit" title={t("footer.visitUs")}>
          <StoreAddress className="mt-3" />
        </DetailSection>
        <DetailSection id="contact-hours" title={t("hours.title")}>
          <StoreHours />
        </DetailSection>
        <div className="md:col-span-2 lg:col-span-1">
          <DetailSection id="contact-map" title={t("footer.findUs")}>
            <StoreMap
              title={t("contactPage.mapTitle", { store: store.name, street: store.address.street })}
            />
          </DetailSection>
        </div>
      </div>
    </div>
  );
}

function DetailSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-300 bg-white p-5">
      <h2 id={id} className="font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
