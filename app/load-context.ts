import type { StoreServices } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: StoreServices;
    cspNonce: string;
  }
}

export {};
