// What the staff feature offers the rest of the store on the server.
export { staffNamesByActor } from "./staff-accounts.server";
export type { AccountChange } from "./staff-account-admin.server";
export {
  deliveryRoute,
  type DriverOut,
  driversOut,
  markOutWith,
  moveStop,
} from "./deliveries/deliveries.server";
export { readDeliveryForm, type DeliveryForm } from "./deliveries/delivery-form";
export type { DeliveryAnswerKey } from "./deliveries/deliveries-page";
export { cardExpiry } from "./handover/id-check-form";
