// rate-limiter-flexible's index.js does not export the base class of its stores, though its types
// declare it; a store of our own imports it from its file (decision 0014).
declare module "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js" {
  import { RateLimiterStoreAbstract } from "rate-limiter-flexible";
  export default RateLimiterStoreAbstract;
}
