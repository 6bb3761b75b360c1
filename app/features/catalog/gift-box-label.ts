/**
 * A size sold in a gift box ("750ml Gift Box", "750ml gift"): one rule for the product page's offer
 * and for the orders that ask for a gift box.
 */
export function isGiftBoxLabel(label: string): boolean {
  return /\bgift/i.test(label);
}
