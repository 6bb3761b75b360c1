import storeConfigInput from "../../../store.config";
import { parseStoreConfig } from "./store-config";

/** The store's validated configuration; safe for the browser (it holds no secret). */
export const store = parseStoreConfig(storeConfigInput);
