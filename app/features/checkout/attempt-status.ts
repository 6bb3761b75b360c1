/** How the last attempt ended, for the message beside the button. */
export type AttemptStatus =
  | { kind: "idle" }
  | { kind: "sending" }
  /**
   * The order's prices are not those shown: lines whose price moved, and what of the deals did (the
   * code no longer applies, or the mixed-case discount changed); the page shows them quoted again.
   */
  | { kind: "priceChanged"; linesMoved: boolean; deals: "code" | "caseDiscount" | null }
  | { kind: "stock" }
  | { kind: "network" }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "failed" }
  | { kind: "keyReused" }
  | { kind: "invalid" };

/** What the page does when the server refuses an attempt. */
export interface PlaceOrderEvents {
  /** The server refused fields (a 422): the page lists them and moves focus to the first. */
  onFieldErrors: (fields: string[]) => void;
  /** The server found lines changed (a 409): the page points the shopper at them. */
  onLinesChanged: () => void;
}
