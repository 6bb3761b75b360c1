/** A contact as notices store it: an e-mail address trimmed and in lower case, a phone in E.164 as given. */
export function noticeContact(channel: NoticeChannel, contact: string): string {
  return channel === "email" ? contact.trim().toLowerCase() : contact.trim();
}

export type NoticeChannel = "email" | "sms";

/** "(305) 555-0142" for a US phone, anything else as it is: how the opt-out page names the contact. */
export function contactForPeople(contact: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(contact);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : contact;
}
