// What the staff console offers the rest of the store; everything else in this folder is its own.
export type { OrderAnswer } from "./staff-order-messages";
export { readStaffOrderForm, type OrderFormProblem, type StaffOrderForm } from "./staff-order-form";
