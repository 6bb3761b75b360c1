// What the inventory feature offers the rest of the store on the server.
export {
  moveStock,
  readStockLevels,
  returnStock,
  setStockIfUnchanged,
  setStockLevels,
  type StockLevel,
  type StockMove,
  type StockShortfall,
  takeStock,
} from "./stock.server";
