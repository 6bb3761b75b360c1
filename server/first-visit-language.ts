import type { RequestHandler } from "express";
import { pathIn, preferredLanguage } from "~/i18n/language";

/**
 * A first visit to / is sent to the home page in the shopper's language: their last choice on the
 * switch (cookie), else their browser's Accept-Language. / is the one address whose answer depends
 * on those headers, and it says so; every other page is in the language of its address.
 */
export const sendFirstVisitToItsLanguage: RequestHandler = (req, res, next) => {
  if (req.path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return next();
  res.vary("Cookie");
  res.vary("Accept-Language");
  const language = preferredLanguage(req.headers.cookie ?? null, req.headers["accept-language"] ?? null);
  if (language === "en") return next();
  res.redirect(302, pathIn(language, req.url));
};
