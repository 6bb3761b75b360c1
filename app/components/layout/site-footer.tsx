import { store } from "~/features/store/store";
import { useT } from "~/i18n/messages";

/** The footer every page shares; issue #3 adds the map, opening hours and policy links. */
export function SiteFooter() {
  const t = useT();
  const { address, phone } = store;
  return (
    <footer className="mt-16 border-t border-stone-300 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
        <p className="font-semibold">{store.name}</p>
        <address className="not-italic">
          {address.street}, {address.city}, {address.region} {address.postalCode}
          <br />
          <a href={`tel:${phone.e164}`} className="underline">
            {phone.display}
          </a>
        </address>
        <p className="mt-4">
          © 2024 {store.name}. {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}
