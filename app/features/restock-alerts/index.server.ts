// What the restock-alerts feature offers the rest of the store on the server.
export { answerRestockSignUp } from "./restock-alert-action.server";
export {
  cancelRestockAlert,
  deleteRestockAlert,
  deleteRestockAlertsOf,
  listRestockAlerts,
  RESTOCK_LIST_LIMIT,
  restockAlertByCancelToken,
} from "./restock-alerts.server";
export { notifyRestockedSizes } from "./restock-notices.server";
