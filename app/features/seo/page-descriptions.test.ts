import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_LENGTH } from "~/features/catalog/browse/product-seo";
import { contactPageMessages } from "~/features/contact/contact-page-messages";
import { policyFacts } from "~/features/policies/policy-facts";
import { privacyMessages } from "~/features/policies/privacy-messages";
import { returnsMessages } from "~/features/policies/returns-messages";
import { termsMessages } from "~/features/policies/terms-messages";
import { store } from "~/features/store/store";
import { pageSeo } from "./page-seo";
import { seoMessages } from "./seo-messages.server";

const LANGUAGES = ["en", "es"] as const;

/** The demo store's facts, as the loaders pass them. */
const facts = {
  ...policyFacts(),
  street: store.address.street,
  city: store.address.city,
};

/** Each page description's template, by language. */
const DESCRIPTIONS = LANGUAGES.flatMap((language) =>
  [
    ["home", seoMessages[language]["seo.homeDescription"]],
    ["checkout", seoMessages[language]["seo.checkoutDescription"]],
    ["order status", seoMessages[language]["seo.orderDescription"]],
    ["contact", contactPageMessages[language]["contactPage.metaDescription"]],
    ["privacy policy", privacyMessages[language]["privacy.metaDescription"]],
    ["terms", termsMessages[language]["terms.metaDescription"]],
    ["return policy", returnsMessages[language]["returns.metaDescription"]],
  ].map(([page, template]) => ({ name: `${page} (${language})`, template: template! })),
);

function filled(template: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(facts, name) ? String(facts[name as keyof typeof facts]) : whole,
  );
}

describe("meta descriptions", () => {
  it.each(DESCRIPTIONS)(
    "$name fits in 155 characters whole, with every placeholder filled",
    ({ template }) => {
      const text = filled(template);
      expect(text).not.toMatch(/[{}]/);
      expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
      expect(
        pageSeo("en", "https://shop.test", { title: "t", description: text, canonicalPath: null })
          .description,
      ).toBe(text);
    },
  );

  it("a store with a long name gets its descriptions cut at a word, within 155 characters", () => {
    const longName =
      "The Very Long Named Neighbourhood Liquor, Wine, Beer and Spirits Emporium of Little Havana";
    for (const { template } of DESCRIPTIONS) {
      const text = template.replace(/\{store\}/g, longName);
      const { description } = pageSeo("en", "https://shop.test", {
        title: "t",
        description: filled(text),
        canonicalPath: null,
      });
      expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
      if (filled(text).length > META_DESCRIPTION_LENGTH) expect(description).toMatch(/\S…$/);
    }
  });
});
