import { useEffect, useState } from "react";
import type { WindowsAnswer } from "~/features/orders";
import { requestWindows } from "./order-client";

/**
 * The delivery and pickup windows the store offers now (GET /api/orders/windows), asked again when
 * `asked` changes (the server just refused a window that filled). Null until they come; a failure
 * leaves them null and checkout offers "as soon as possible" alone.
 */
export function useOrderWindows(asked: unknown): WindowsAnswer | null {
  const [windows, setWindows] = useState<WindowsAnswer | null>(null);
  useEffect(() => {
    let current = true;
    void requestWindows().then((answer) => {
      if (current && answer) setWindows(answer);
    });
    return () => {
      current = false;
    };
  }, [asked]);
  return windows;
}
