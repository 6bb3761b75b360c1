/** A staff password's length, shared by the password forms and the server that checks them. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
