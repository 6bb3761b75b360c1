import { data } from "react-router";
import type { Language } from "~/i18n/language";
import type { Database } from "~/utils/db.server";
import { readFormBody } from "~/utils/form-body.server";
import { contactText, parseRestockForm, RESTOCK_FIELDS, type RestockAnswer } from "./restock-alert-form";
import { restockLimiters, signUpForRestock, type RestockLimiters } from "./restock-alerts.server";

/** Room for the two fields, percent-encoded; anything bigger is not this form. */
const MAX_RESTOCK_BODY_BYTES = 4 * 1024;

export interface RestockActionContext {
  db: Database;
  /** The product page posted to (its route, `:item`). */
  productRoute: string;
  /** The client's address, as Express sees it (TRUST_PROXY). */
  address: string;
  language: Language;
  limiters?: RestockLimiters;
}

/**
 * The product page's form post: 201 stored, 200 already stored (the same words), 422 a contact
 * that is neither a US phone nor an e-mail address, 404 a size not sold, 409 a size on sale, 429
 * over a limit (with Retry-After). Bodies over 4 KB are 413, another encoding 415, U+0000 422
 * (readFormBody), before anything is counted.
 */
export async function answerRestockSignUp(request: Request, context: RestockActionContext) {
  const form = await readFormBody(request, MAX_RESTOCK_BODY_BYTES);
  const sizeId = form.get(RESTOCK_FIELDS.sizeId) ?? "";
  const parsed = parseRestockForm(form);
  if (!parsed.ok) {
    const answer: RestockAnswer = { sizeId, refused: parsed.error, typed: parsed.typed };
    return data(answer, { status: parsed.error === "restock.notSold" ? 404 : 422 });
  }
  const { contact } = parsed.request;
  const typed = contactText(contact);
  const outcome = await signUpForRestock(context.db, context.limiters ?? restockLimiters(context.db), {
    ...parsed.request,
    productRoute: context.productRoute,
    language: context.language,
    address: context.address,
  });
  switch (outcome.kind) {
    case "registered":
      return outcome.created
        ? data(
            {
              sizeId,
              registered: { contact: typed, cancelToken: outcome.cancelToken },
            } satisfies RestockAnswer,
            {
              status: 201,
            },
          )
        : data({ sizeId, registered: { contact: typed } } satisfies RestockAnswer, { status: 200 });
    case "notSold":
      return data({ sizeId, refused: "restock.notSold", typed } satisfies RestockAnswer, { status: 404 });
    case "inStock":
      return data({ sizeId, refused: "restock.inStock", typed } satisfies RestockAnswer, { status: 409 });
    case "rateLimited":
      return data({ sizeId, refused: "restock.rateLimited", typed } satisfies RestockAnswer, {
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
  }
}
