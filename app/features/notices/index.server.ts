// What the notices feature offers the rest of the store on the server.
export { enqueueNotices, enqueueOrderNotices, stopNotices } from "./notices.server";
export { sendEmailNow, startConfiguredNotices, wakeNotices } from "./notice-delivery.server";
export { openStopToken } from "./stop-token.server";
export { isTwilioSigned } from "./twilio-signature.server";
