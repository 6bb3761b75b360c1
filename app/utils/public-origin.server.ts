import type { AppLoadContext } from "react-router";

/** The origin links to this store are written with: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(context: AppLoadContext, request: Request): string {
  return context.services.env.PUBLIC_URL ?? new URL(request.url).origin;
}
