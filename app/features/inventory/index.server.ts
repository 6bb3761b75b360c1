// What the inventory feature offers the rest of the store on the server.
export {
  readStockLevels,
  returnStock,
  setStockIfUnchanged,
  setStockLevels,
  type StockLevel,
  type StockShortfall,
  takeStock,
} from "./stock.server";
