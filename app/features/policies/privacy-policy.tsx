import { LANGUAGE_COOKIE } from "~/i18n/language";
import { AGE_CONFIRMED_KEY, RESTOCK_CONTACT_KEY, ZIP_CODE_KEY } from "~/utils/browser-storage";
import { policyFacts } from "./policy-facts";
import { PolicyList, PolicySection } from "./policy-page";
import { usePrivacyT } from "./privacy-messages";

/** What the store has switched on that the policy must mention: outside services see the shopper then. */
export interface PrivacyIntegrations {
  analytics: boolean;
  locationLookup: boolean;
}

/** The privacy policy's sections, below its title and the store's facts. */
export function PrivacyPolicy({ analytics, locationLookup }: PrivacyIntegrations) {
  const t = usePrivacyT();
  const facts = policyFacts();
  const say = (key: Parameters<typeof t>[0]) => t(key, facts);
  const kept = ["orders", "history", "idCheck", "messages", "restock", "notices", "vitals", "logs"] as const;
  return (
    <>
      <p className="leading-relaxed">{say("privacy.intro")}</p>
      <PolicySection id="privacy-keep" title={say("privacy.keep.heading")}>
        <PolicyList>
          {kept.map((what) => (
            <li key={what}>
              <strong>{say(`privacy.keep.${what}Label`)}</strong> {say(`privacy.keep.${what}`)}
            </li>
          ))}
        </PolicyList>
      </PolicySection>
      <PolicySection id="privacy-retention" title={say("privacy.retention.heading")}>
        <p>{say("privacy.retention.intro")}</p>
        <PolicyList>
          <li>{say("privacy.retention.orders")}</li>
          <li>{say("privacy.retention.messages")}</li>
          <li id="privacy-restock">{say("privacy.retention.restock")}</li>
          <li id="privacy-notices">{say("privacy.retention.notices")}</li>
          <li>{say("privacy.retention.vitals")}</li>
          <li>{say("privacy.retention.logs")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="privacy-sharing" title={say("privacy.sharing.heading")}>
        <p>{say("privacy.sharing.staff")}</p>
        <p>{say("privacy.sharing.none")}</p>
        <p>{say("privacy.sharing.card")}</p>
        <p>{say("privacy.sharing.notices")}</p>
      </PolicySection>
      <PolicySection id="privacy-browser" title={say("privacy.browser.heading")}>
        <p>{say("privacy.browser.intro")}</p>
        <PolicyList>
          <StoredEntry name={say("privacy.browser.cartKey")} text={say("privacy.browser.cart")} />
          <StoredEntry name={AGE_CONFIRMED_KEY} text={say("privacy.browser.ageAnswer")} />
          <StoredEntry name={ZIP_CODE_KEY} text={say("privacy.browser.zipCode")} />
          <StoredEntry name={LANGUAGE_COOKIE} text={say("privacy.browser.language")} />
          <StoredEntry name={RESTOCK_CONTACT_KEY} text={say("privacy.browser.restockContact")} />
        </PolicyList>
      </PolicySection>
      <PolicySection id="privacy-analytics" title={say("privacy.analytics.heading")}>
        <p>{say(analytics ? "privacy.analytics.on" : "privacy.analytics.off")}</p>
        <p>{say("privacy.analytics.vitals")}</p>
      </PolicySection>
      <PolicySection id="privacy-location" title={say("privacy.location.heading")}>
        <p>{say(locationLookup ? "privacy.location.on" : "privacy.location.off")}</p>
        <p>{say("privacy.location.map")}</p>
      </PolicySection>
      <PolicySection id="privacy-rights" title={say("privacy.rights.heading")}>
        <p>{say("privacy.rights.body")}</p>
        <p>{say("privacy.rights.restock")}</p>
        <p>{say("privacy.rights.notices")}</p>
      </PolicySection>
      <PolicySection id="privacy-minors" title={say("privacy.minors.heading")}>
        <p>{say("privacy.minors.body")}</p>
      </PolicySection>
      <PolicySection id="privacy-security" title={say("privacy.security.heading")}>
        <p>{say("privacy.security.body")}</p>
      </PolicySection>
      <PolicySection id="privacy-changes" title={say("privacy.changes.heading")}>
        <p>{say("privacy.changes.body")}</p>
      </PolicySection>
    </>
  );
}

/** One entry the website keeps in the browser: its name as the browser shows it, then what it holds. */
function StoredEntry({ name, text }: { name: string; text: string }) {
  return (
    <li>
      <code className="rounded bg-stone-100 px-1 font-mono text-sm">{name}</code>: {text}
    </li>
  );
}
