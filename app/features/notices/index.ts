// What the notices feature offers the rest of the store; everything else in this folder is its own.
export { contactForPeople, noticeContact } from "./notice-contact";
export { noticeStopMessages } from "./notice-stop-messages";
export { NoticeStop } from "./notice-stop";
export { replyMeaning, type ReplyMeaning, type TextReplySaying, textReplyTwiml } from "./text-reply";
