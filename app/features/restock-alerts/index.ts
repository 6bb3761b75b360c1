// What the restock-alerts feature offers the rest of the store; everything else in this folder is its own.
export { type RestockAnswer } from "./restock-alert-form";
export { restockAlertMessages } from "./restock-alert-messages";
export { RestockAlertForm } from "./restock-alert-sign-up";
export { RestockAlertCancel } from "./restock-alert-cancel";
