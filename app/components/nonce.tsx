import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The CSP nonce of this response, for the inline scripts React Router renders. Empty in the browser. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
