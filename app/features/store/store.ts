import storeConfigInput from "../../../store.config";
import type { StoreConfig } from "./store-config";

/**
 * The store's configuration; safe for the browser (it holds no secret). The server validates it at
 * start (server/services.ts), so the browser does not ship a validator just to read it.
 */
export const store: StoreConfig = storeConfigInput;
