import { useT } from "~/i18n/messages";
import { store } from "./store";

const link = "underline decoration-stone-400 underline-offset-2 hover:text-brand hover:decoration-brand";

/** The store's name, street address, a `tel:` phone link and a `mailto:` e-mail link. */
export function StoreAddress({ className = "" }: { className?: string }) {
  const t = useT();
  const { address, phone, email } = store;
  return (
    <address className={`space-y-2 not-italic ${className}`}>
      <p className="font-semibold">{store.name}</p>
      <p>
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
      </p>
      <p>
        <span className="text-stone-600">{t("footer.phone")} </span>
        <a href={`tel:${phone.e164}`} className={link}>
          {phone.display}
        </a>
      </p>
      <p>
        <span className="text-stone-600">{t("footer.email")} </span>
        <a href={`mailto:${email}`} className={link}>
          {email}
        </a>
      </p>
    </address>
  );
}
