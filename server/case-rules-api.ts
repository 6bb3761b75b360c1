import type { RequestHandler } from "express";
import { caseRulesInForce } from "~/features/deals/index.server";
import { NEVER_STORED } from "./edge-cache";
import type { StoreServices } from "./services";

/**
 * GET /api/case-rules (docs/api.md): the mixed-case rules in force, for the cart panel's "N more
 * bottles to the next tier". Read from the database each time and never stored by a cache, so an
 * owner's change is on every server's carts at once; a cart asks once per page.
 */
export function caseRulesApi(services: Pick<StoreServices, "database">): RequestHandler {
  return async (_req, res) => {
    const caseRules = await caseRulesInForce(services.database.db);
    res.set("Cache-Control", NEVER_STORED).json({ caseRules });
  };
}
