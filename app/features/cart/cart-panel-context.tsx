import { createContext, useCallback, useContext, useMemo, useState } from "react";

interface CartPanelControl {
  open: boolean;
  openCart: () => void;
  closeCart: () => void;
}

const CartPanelContext = createContext<CartPanelControl | null>(null);

/** Whether the header's cart panel is open, for the header's cart button and a page's "View cart" alike. */
export function CartPanelProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const openCart = useCallback(() => setOpen(true), []);
  const closeCart = useCallback(() => setOpen(false), []);
  const control = useMemo(() => ({ open, openCart, closeCart }), [open, openCart, closeCart]);
  return <CartPanelContext value={control}>{children}</CartPanelContext>;
}

export function useCartPanel(): CartPanelControl {
  const control = useContext(CartPanelContext);
  if (!control) throw new Error("useCartPanel needs a CartPanelProvider above it");
  return control;
}
