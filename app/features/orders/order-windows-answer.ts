// zod/mini, in a module of its own: checkout's first load carries no validator (decision 0035).
import * as z from "zod/mini";
import type { WindowsAnswer } from "./order-windows";

const offeredWindowsSchema = z.strictObject({
  soonestAt: z.string(),
  windows: z.array(z.strictObject({ start: z.string(), end: z.string(), full: z.boolean() })),
});

/** GET /api/orders/windows's answer, as the checkout reads it. */
export const windowsAnswerSchema: z.ZodMiniType<WindowsAnswer> = z.strictObject({
  delivery: offeredWindowsSchema,
  pickup: offeredWindowsSchema,
});
