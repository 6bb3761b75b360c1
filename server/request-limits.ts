import type { Request, Response } from "express";
import { addressKey } from "~/utils/address-key.server";
import { takePoint, type DatabaseRateLimiter } from "~/utils/rate-limits.server";

/** 429 with the seconds to wait: the checkout page reads Retry-After (order-client.ts). */
export function refuseTooMany(res: Response, retryAfterSeconds: number): void {
  res.status(429).set("Retry-After", String(retryAfterSeconds)).json({ error: "rate_limited" });
}

/** The request's address as its limits count it (TRUST_PROXY decides what req.ip is). */
export function requestAddress(req: Request): string {
  return addressKey(req.ip ?? "");
}

/** Counts this request against its address's limit; once the limit is reached, answers 429 and returns false. */
export async function withinAddressLimit(
  limit: DatabaseRateLimiter,
  req: Request,
  res: Response,
): Promise<boolean> {
  const refusal = await takePoint(limit, requestAddress(req));
  if (refusal) refuseTooMany(res, refusal.retryAfterSeconds);
  return !refusal;
}
