import type { CatalogSnapshot } from "~/features/catalog/index.server";
import { subtypeNameIn, typeNameIn } from "~/features/catalog/catalog-names";
import { ENDED_SALES_DAYS, listCaseRules, listCodes, salesOnShelf } from "~/features/deals/index.server";
import { pageTitle } from "~/features/seo";
import { requireCapability } from "~/features/staff/staff-auth.server";
import { dealsAction, savedText } from "~/features/staff/deals/deal-actions.server";
import { DealsPage } from "~/features/staff/deals/deals-page";
import { dealsMessages } from "~/features/staff/deals/deals-messages";
import { caseRuleViews, codeViews, salesView, type CountChoice } from "~/features/staff/deals/deals-view";
import type { Language } from "~/i18n/language";
import { metaPageT } from "~/i18n/messages";
import { readFormBody } from "~/utils/form-body.server";
import { storeRequest } from "~/load-context.server";
import type { Route } from "./+types/staff-deals";

/** The boxes a case rule may tick: the live catalogue's types and subtypes, named in the reader's language. */
function countChoices(types: CatalogSnapshot["types"], language: Language): CountChoice[] {
  return types.map((type) => ({
    value: type.slug,
    label: typeNameIn(type, language),
    subtypes: type.subtypes.map((subtype) => ({
      value: `${type.slug}/${subtype.slug}`,
      label: subtypeNameIn(subtype, language),
    })),
  }));
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const owner = await requireCapability(request, context, url, "deals");
  const { services } = context.get(storeRequest);
  const db = services.database.db;
  const now = new Date();
  const choices = countChoices(services.catalog.current.types, owner.language);
  // One query each, whatever the size of the catalogue.
  const [sales, rules, codes] = await Promise.all([salesOnShelf(db, now), listCaseRules(db), listCodes(db)]);
  return {
    sales: salesView(sales, owner.language),
    endedDays: ENDED_SALES_DAYS,
    rules: caseRuleViews(rules, choices, owner.language),
    codes: codeViews(codes, now, owner.language),
    choices,
    saved: savedText(url.searchParams.get("saved")),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const owner = await requireCapability(request, context, url, "deals");
  const { services } = context.get(storeRequest);
  const countable = new Set(
    services.catalog.current.types.flatMap((type) => [
      type.slug,
      ...type.subtypes.map((subtype) => `${type.slug}/${subtype.slug}`),
    ]),
  );
  return dealsAction(await readFormBody(request), {
    db: services.database.db,
    by: { actor: `staff:${owner.id}`, now: new Date() },
    countable,
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaPageT(dealsMessages, matches)("deals.title")) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StaffDealsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DealsPage {...loaderData} answer={actionData} />;
}
