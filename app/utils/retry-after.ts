/**
 * A page's answer keeps its action's Retry-After (a 429 from a limit): React Router keeps an
 * action's headers to itself unless the route's `headers` passes them on.
 */
export function withActionRetryAfter(headers: Headers, actionHeaders: Headers): Headers {
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
