import type { Request, RequestHandler } from "express";

/** Methods that change nothing; every other request must come from the store's own pages. */
const READS = new Set(["GET", "HEAD"]);

/**
 * Another site's page may change nothing here: no order, no form, not the language (DESIGN §11).
 * React Router checks the origin of page actions only, not of resource routes (the language switch,
 * staff logout) nor of Express's routes, so one check runs in front of all of them.
 */
export function refuseOtherSites(publicUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method) || fromTheStore(req, publicUrl)) return next();
    res.status(403).json({ error: "origin" });
  };
}

/**
 * Browsers send Origin with every POST, and Sec-Fetch-Site; tools may send neither. The store's own
 * origin is the request's, or PUBLIC_URL's: behind a TLS proxy the request arrives as http while the
 * shopper's page is https. "Origin: null" (a sandboxed frame, a privacy redirect) is nobody's page.
 */
function fromTheStore(req: Request, publicUrl: string | undefined): boolean {
  const site = req.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = req.get("origin");
  return origin === undefined || origin === publicUrl || origin === `${req.protocol}://${req.get("host")}`;
}
