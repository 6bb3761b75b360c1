import { useEffect, useState } from "react";
import { windowsAnswerSchema, type WindowsAnswer } from "~/features/orders";

/**
 * The delivery and pickup windows the store offers now (GET /api/orders/windows), asked again when
 * `asked` changes (the server just refused a window that filled). Null until they come; a failure
 * leaves them null and checkout offers "as soon as possible" alone.
 */
export function useOrderWindows(asked: unknown): WindowsAnswer | null {
  const [windows, setWindows] = useState<WindowsAnswer | null>(null);
  useEffect(() => {
    let current = true;
    fetch("/api/orders/windows", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = windowsAnswerSchema.safeParse(body);
        if (current && parsed.success) setWindows(parsed.data);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [asked]);
  return windows;
}
