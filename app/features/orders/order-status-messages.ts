import type { PageMessages } from "~/i18n/messages";

/** The texts of the shopper's order status page (only that page ships them). */
export const orderStatusMessages = {
  en: {
    title: "Order {number}",
    heading: "Order {number}",
    placedAt: "Placed {time}",
    progress: "Order progress",
    received: "Received",
    confirmed: "Confirmed",
    readyForPickup: "Ready for pickup",
    outForDelivery: "Out for delivery",
    completed: "Completed",
    cancelled: "Cancelled",
    cancelledNote: "This order was cancelled. Nothing will be charged.",
    callPromise: "We'll call you at {phone} soon to confirm your details. Please keep your phone nearby.",
    deliveryTo: "Delivery to {address}.",
    pickupAt: "Pickup at {store}. Bring a valid ID.",
    items: "Your order",
    subtotal: "Subtotal",
    tax: "Sales tax",
    deliveryFee: "Delivery fee",
    tip: "Tip",
    total: "Total",
    payCash: "You pay in cash when you receive your order.",
    payCard: "You pay by card when you receive your order.",
    questions: "Questions? Call us at",
    keepShopping: "Keep shopping",
  },
} satisfies PageMessages<string>;

export type OrderStatusMessageKey = keyof (typeof orderStatusMessages)["en"];
