/** Text made safe inside HTML, elements and quoted attributes alike (the e-mails' HTML part). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
