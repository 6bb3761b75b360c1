import type { Migration, MigrationProvider } from "kysely";
import * as catalog from "./0001-catalog";
import * as webVitals from "./0002-web-vitals";
import * as orders from "./0003-orders";
import * as staff from "./0004-staff";
import * as catalogChanges from "./0005-catalog-changes";
import * as contactMessages from "./0006-contact-messages";
import * as rateLimits from "./0007-rate-limits";
import * as staffBrowsers from "./0008-staff-browsers";
import * as productPhotos from "./0009-product-photos";
import * as spanishDescriptions from "./0010-spanish-descriptions";
import * as cdnPurges from "./0012-cdn-purges";
import * as orderChoices from "./0013-order-choices";
import * as restockAlerts from "./0014-restock-alerts";
import * as staffRoles from "./0015-staff-roles";
import * as confirmingCalls from "./0016-confirming-calls";
import * as shopperNotices from "./0017-shopper-notices";
import * as productStyles from "./0018-product-styles";
import * as orderWindows from "./0019-order-windows";
import * as storeIdentity from "./0020-store-identity";
import * as deliveries from "./0021-deliveries";
import * as deals from "./0022-deals";
import * as orderDeals from "./0023-order-deals";
import * as dealChanges from "./0024-deal-changes";

/** Static list: the server bundle cannot read migration files from disk at run time. */
const migrations: Record<string, Migration> = {
  "0001-catalog": catalog,
  "0002-web-vitals": webVitals,
  "0003-orders": orders,
  "0004-staff": staff,
  "0005-catalog-changes": catalogChanges,
  "0006-contact-messages": contactMessages,
  "0007-rate-limits": rateLimits,
  "0008-staff-browsers": staffBrowsers,
  "0009-product-photos": productPhotos,
  "0010-spanish-descriptions": spanishDescriptions,
  "0012-cdn-purges": cdnPurges,
  "0013-order-choices": orderChoices,
  "0014-restock-alerts": restockAlerts,
  "0015-staff-roles": staffRoles,
  "0016-confirming-calls": confirmingCalls,
  "0017-shopper-notices": shopperNotices,
  "0018-product-styles": productStyles,
  "0019-order-windows": orderWindows,
  "0020-store-identity": storeIdentity,
  "0021-deliveries": deliveries,
  "0022-deals": deals,
  "0023-order-deals": orderDeals,
  "0024-deal-changes": dealChanges,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
