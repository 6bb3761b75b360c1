import { useEffect } from "react";

let lookedUp = false;

/**
 * Fills `zipCode` from the browser's position once the shopper is past the age gate (specification
 * §7 row 2; issue #3 point 7), so checkout can offer it. Renders nothing, ever.
 */
export function ZipCodeLookup({ apiKey, enabled }: { apiKey: string | null; enabled: boolean }) {
  useEffect(() => {
    if (!enabled || lookedUp) return;
    // Once per page life: re-renders, StrictMode and a re-opened gate must not ask again.
    lookedUp = true;
    // The lookup's code (and the geocoder's) is downloaded only now, outside the page's first load.
    import("./zip-code-from-position")
      .then(({ lookUpZipCode }) => lookUpZipCode(apiKey))
      .catch(() => undefined);
  }, [apiKey, enabled]);
  return null;
}
