// Preloaded into a store server that a test starts at a chosen instant (NODE_OPTIONS="--import
// <this file>", STORE_TEST_NOW=<ISO instant>): the process's clock starts there and runs on. Only
// tests load it; the store itself has no setting that moves its clock (docs/testing.md).
const start = Date.parse(process.env.STORE_TEST_NOW ?? "");
if (Number.isNaN(start)) throw new Error("STORE_TEST_NOW must be an ISO 8601 instant");

const RealDate = Date;
const offset = start - RealDate.now();

class StoreTestDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoreTestDate;
