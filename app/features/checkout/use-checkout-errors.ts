import { useCallback, useEffect, useState } from "react";
import type { checkoutErrors } from "./checkout-errors";

type CheckoutErrors = typeof checkoutErrors;

let downloading: Promise<CheckoutErrors> | undefined;

/** A failed download is tried again at the next call. */
function downloadCheckoutErrors(): Promise<CheckoutErrors> {
  downloading ??= import("./checkout-errors").then(
    (module) => module.checkoutErrors,
    (error: unknown) => {
      downloading = undefined;
      throw error;
    },
  );
  return downloading;
}

/**
 * The checker of the order's fields, downloaded as the page mounts rather than with it (it carries
 * zod, and is needed only once the shopper presses Place order): `checker` is null until it has
 * arrived, and `load` waits for it (rejecting when it cannot be downloaded).
 */
export function useCheckoutErrors() {
  const [checker, setChecker] = useState<CheckoutErrors | null>(null);
  const load = useCallback(
    () =>
      downloadCheckoutErrors().then((loaded) => {
        setChecker(() => loaded);
        return loaded;
      }),
    [],
  );
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return { checker, load };
}
