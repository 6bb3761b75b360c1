// What the notices feature offers the rest of the store on the server.
export { enqueueNotices, enqueueOrderNotices, optedOut, stopNotices } from "./notices.server";
export { startConfiguredNotices, startNoticeWorkers, wakeNotices } from "./notice-delivery.server";
export { openStopToken } from "./stop-token.server";
export type { NoticeContact } from "./notices.server";
