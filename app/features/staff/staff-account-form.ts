import { z } from "zod";
import { STAFF_ROLES } from "./staff-permissions";

/** A staff account's id as the form sends it: digits, never 0, small enough for the database. */
const staffId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const role = z.enum(STAFF_ROLES);

/**
 * The accounts page's forms (issue #19): invite (name, email, role), and for an account (id):
 * reset, disable, enable, role (role). Name and email are checked by the invitation itself, which
 * words what is wrong with them.
 */
export const staffAccountFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    name: z.string().default(""),
    email: z.string().default(""),
    role,
  }),
  z.object({ intent: z.literal("reset"), id: staffId }),
  z.object({ intent: z.literal("disable"), id: staffId }),
  z.object({ intent: z.literal("enable"), id: staffId }),
  z.object({ intent: z.literal("role"), id: staffId, role }),
]);

export type StaffAccountForm = z.infer<typeof staffAccountFormSchema>;
