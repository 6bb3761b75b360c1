import { usePageT, type PageMessages, type PageTranslate } from "~/i18n/messages";

/** The checkout page's texts (only its page ships them). */
export const checkoutMessages = {
  en: {
    "checkout.loading": "Checking today's prices and stock…",
    "checkout.quoteFailed": "We couldn't check today's prices and stock.",
    "checkout.retry": "Try again",
    "checkout.empty": "Your cart is empty.",
    "checkout.browse": "Browse the catalog",
    "checkout.closedNotice":
      "We're closed right now. We'll call you to confirm your order when we open, at {time}.",
    "checkout.closedNoticeDay":
      "We're closed right now. We'll call you to confirm your order when we open, {day} at {time}.",
    "checkout.itemsHeading": "Your items",
    "checkout.unitPrice": "{price} each",
    "checkout.lineTotal": "Line total: {price}",
    "checkout.priceChanged": "Price changed: {from} → {to} each.",
    "checkout.lowered": "Only {to} left: your amount went from {from} to {to}.",
    "checkout.soldOut": "Now out of stock: remove it to continue.",
    "checkout.outOfStockLine": "Out of stock: remove it to continue.",
    "checkout.droppedOne": "{name} ({size}) is no longer sold and was removed from your cart.",
    "checkout.droppedUnknown": "A size in your cart is no longer sold and was removed.",
    "checkout.fulfilment": "Delivery or pickup",
    "checkout.delivery": "Delivery",
    "checkout.deliveryHint": "Delivery fee {fee}",
    "checkout.pickup": "Pickup at the store",
    "checkout.pickupHint": "Free, at {address}",
    "checkout.address": "Street address",
    "checkout.unit": "Apartment or unit (optional)",
    "checkout.zip": "ZIP code",
    "checkout.switchToPickup": "Switch to pickup",
    "checkout.contact": "Your details",
    "checkout.name": "Full name",
    "checkout.phone": "Phone",
    "checkout.phoneHint": "A US number. We call it to confirm your order.",
    "checkout.email": "E-mail (optional)",
    "checkout.notes": "Notes for the store (optional)",
    "checkout.payment": "Payment",
    "checkout.paymentHint":
      "You pay when you receive your order: at the door for delivery, at the counter for pickup. We never ask for card details online.",
    "checkout.cashDelivery": "Cash at the door",
    "checkout.cardDelivery": "Card at the door",
    "checkout.cashPickup": "Cash at the counter",
    "checkout.cardPickup": "Card at the counter",
    "checkout.tip": "Tip",
    "checkout.tipPreset": "{percent}%",
    "checkout.tipCustom": "Other",
    "checkout.tipCustomLabel": "Tip percentage",
    "checkout.tipInvalid": "Enter a tip from 0 to 100 percent.",
    "checkout.summary": "Order summary",
    "checkout.subtotal": "Subtotal",
    "checkout.tax": "Sales tax ({rate}%)",
    "checkout.deliveryFee": "Delivery fee",
    "checkout.tipAmount": "Tip ({percent}%)",
    "checkout.total": "Total",
    "checkout.confirmedOnCall": "We confirm the final total with you on the call.",
    "checkout.age": "I am 21 or older and will show a valid ID",
    "checkout.ageMissing": "Confirm that you are 21 or older and will show a valid ID.",
    "checkout.removeSoldOut": "Remove the sizes that are out of stock to continue.",
    "checkout.emptyCart": "Your cart is empty.",
    "checkout.placeOrder": "Place order",
    "checkout.sending": "Placing your order…",
    "checkout.errorSummary": "Please fix {count} problems:",
    "checkout.errorSummaryOne": "Please fix 1 problem:",
    "checkout.cartChanged": "Your cart changed: check the marked items, then place your order again.",
    "checkout.stockChanged":
      "Some sizes sold out while you were ordering: check the marked items, then place your order again.",
    "checkout.networkFailed": "We couldn't reach the store. Your cart is kept; try again.",
    "checkout.rateLimited": "Too many orders from this connection. Try again in {minutes} minutes.",
    "checkout.rateLimitedSoon": "Too many orders from this connection. Try again in a minute.",
    "checkout.failed": "Something went wrong on our side. Your cart is kept; please try again in a moment.",
    "checkout.keyReused": "Your order changed while it was being sent. Please place it again.",
  },
} satisfies PageMessages<string>;

export type CheckoutMessageKey = keyof (typeof checkoutMessages)["en"];
export type CheckoutTranslate = PageTranslate<CheckoutMessageKey>;

export function useCheckoutT(): CheckoutTranslate {
  return usePageT(checkoutMessages);
}
