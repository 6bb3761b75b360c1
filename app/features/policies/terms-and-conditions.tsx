import { StoreLink } from "~/components/store-link";
import { deliveryLines, policyFacts } from "./policy-facts";
import { PolicyList, PolicySection } from "./policy-page";
import { useTermsT } from "./terms-messages";

const link = "font-semibold text-brand underline";

/** The terms and conditions' sections, below their title and the store's facts. */
export function TermsAndConditions() {
  const t = useTermsT();
  const facts = policyFacts();
  const say = (key: Parameters<typeof t>[0]) => t(key, facts);
  const lines = deliveryLines();
  return (
    <>
      <p className="leading-relaxed">{say("terms.intro")}</p>
      <PolicySection id="terms-age" title={say("terms.age.heading")}>
        <p>{say("terms.age.minimum")}</p>
        <p>{say("terms.age.id")}</p>
        <p>{say("terms.age.refusalIntro")}</p>
        <PolicyList>
          <li>{say("terms.age.under")}</li>
          <li>{say("terms.age.intoxicated")}</li>
          <li>{say("terms.age.forMinor")}</li>
        </PolicyList>
        <p>{say("terms.age.cancel")}</p>
      </PolicySection>
      <PolicySection id="terms-orders" title={say("terms.orders.heading")}>
        <PolicyList>
          <li>{say("terms.orders.request")}</li>
          <li>{say("terms.orders.closed")}</li>
          <li>{say("terms.orders.check")}</li>
          <li>{say("terms.orders.limit")}</li>
          <li>{say("terms.orders.cancel")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="terms-payment" title={say("terms.payment.heading")}>
        <PolicyList>
          <li>{say("terms.payment.prices")}</li>
          <li>{say("terms.payment.when")}</li>
          <li>{say("terms.payment.card")}</li>
          <li>{say("terms.payment.tip")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="terms-delivery" title={say("terms.delivery.heading")}>
        <PolicyList>
          <li>{say("terms.delivery.area")}</li>
          {lines.minimum && <li>{say("terms.delivery.minimum")}</li>}
          {lines.free && <li>{say("terms.delivery.free")}</li>}
          <li>{say("terms.delivery.receive")}</li>
          <li>{say("terms.delivery.pickup")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="terms-returns" title={say("terms.returns.heading")}>
        <p>{say("terms.returns.body")}</p>
        <p>
          <StoreLink to="/return-policy" className={link}>
            {say("terms.returns.link")}
          </StoreLink>
        </p>
      </PolicySection>
      <PolicySection id="terms-privacy" title={say("terms.privacy.heading")}>
        <p>{say("terms.privacy.body")}</p>
        <p>
          <StoreLink to="/privacy-policy" className={link}>
            {say("terms.privacy.link")}
          </StoreLink>
        </p>
      </PolicySection>
      <PolicySection id="terms-responsible" title={say("terms.responsible.heading")}>
        <p>{say("terms.responsible.body")}</p>
      </PolicySection>
      <PolicySection id="terms-changes" title={say("terms.changes.heading")}>
        <p>{say("terms.changes.body")}</p>
      </PolicySection>
    </>
  );
}
