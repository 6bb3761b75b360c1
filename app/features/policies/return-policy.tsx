import { policyFacts } from "./policy-facts";
import { PolicyList, PolicySection } from "./policy-page";
import { useReturnsT } from "./returns-messages";

/** The return policy's sections, below its title and the store's facts. */
export function ReturnPolicy() {
  const t = useReturnsT();
  const facts = policyFacts();
  const say = (key: Parameters<typeof t>[0]) => t(key, facts);
  return (
    <>
      <p className="leading-relaxed">{say("returns.intro")}</p>
      <PolicySection id="returns-can" title={say("returns.can.heading")}>
        <PolicyList>
          <li>{say("returns.can.unopened")}</li>
          <li>{say("returns.can.defective")}</li>
          <li>{say("returns.can.wrong")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="returns-cannot" title={say("returns.cannot.heading")}>
        <PolicyList>
          <li>{say("returns.cannot.opened")}</li>
          <li>{say("returns.cannot.late")}</li>
          <li>{say("returns.cannot.damaged")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="returns-how" title={say("returns.how.heading")}>
        <PolicyList>
          <li>{say("returns.how.bring")}</li>
          <li>{say("returns.how.noReceipt")}</li>
          <li>{say("returns.how.id")}</li>
          <li>{say("returns.how.delivery")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="returns-refunds" title={say("returns.refunds.heading")}>
        <PolicyList>
          <li>{say("returns.refunds.method")}</li>
          <li>{say("returns.refunds.timing")}</li>
          <li>{say("returns.refunds.fee")}</li>
        </PolicyList>
      </PolicySection>
      <PolicySection id="returns-refused" title={say("returns.refused.heading")}>
        <p>{say("returns.refused.body")}</p>
      </PolicySection>
    </>
  );
}
