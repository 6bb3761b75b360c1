// What the staff console offers the rest of the store; everything else in this folder is its own.
export type { OrderAnswer } from "./orders/staff-order-messages";
export { readStaffOrderForm, type OrderFormProblem, type StaffOrderForm } from "./orders/staff-order-form";
export { oneTimeLinkEmail, type OneTimeLinkEmail } from "./one-time-link-email";
