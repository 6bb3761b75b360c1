import type { StoreServices } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: StoreServices;
    cspNonce: string;
    /** The shopper's or staff member's address, as Express sees it (TRUST_PROXY). */
    clientAddress: string;
    /** The stylesheet's text to inline into pages, or null to link it (development). */
    inlineCss: string | null;
  }
}

export {};
