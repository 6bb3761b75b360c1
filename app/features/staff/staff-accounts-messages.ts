import { usePageT } from "~/i18n/messages";
import type { StaffRole } from "./staff-permissions";

const en = {
  "role.owner": "Owner",
  "role.clerk": "Clerk",
  "role.driver": "Driver",
  "accounts.title": "Staff accounts",
  "accounts.count": "Accounts ({count})",
  "accounts.invite.title": "Invite someone",
  "accounts.name": "Name",
  "accounts.email": "E-mail",
  "accounts.role": "Role",
  "accounts.invite": "Invite",
  "accounts.you": " (you)",
  "accounts.roleOf": "Role of {name}",
  "accounts.forName": " for {name}",
  "accounts.changeRole": "Change role",
  "accounts.reset": "Reset password",
  "accounts.disable": "Disable",
  "accounts.enable": "Enable",
  "accounts.state.active": "Active",
  "accounts.state.invited": "Waiting for its one-time link",
  "accounts.state.disabled": "Disabled",
  "accounts.saved.invite":
    "Account made. Give this one-time link to the new person (it works once, for 72 hours):",
  "accounts.saved.reset":
    "Password reset and sessions ended. Give this one-time link to its owner (once, 72 hours):",
  "accounts.mailed": "It was e-mailed to {email}; here it is too, should the e-mail not arrive:",
  "accounts.mailFailed": "The e-mail to {email} could not be sent: give the link yourself.",
  "mail.invite.subject": "Your account at {store}",
  "mail.reset.subject": "A new password for your account at {store}",
  "mail.invite.body":
    "Hello {name},\n\nAn account was made for you in {store}'s staff console. Choose your password with this link (it works once, for 72 hours):\n\n{link}",
  "mail.reset.body":
    "Hello {name},\n\nYour password at {store}'s staff console was reset and your sessions ended. Choose a new one with this link (it works once, for 72 hours):\n\n{link}",
  "accounts.saved.disable": "Account disabled; its sessions have ended.",
  "accounts.saved.enable": "Account enabled.",
  "accounts.saved.role": "Role changed.",
  "accounts.notUnderstood": "That change was not understood.",
  "accounts.refused.not_found": "There is no such account.",
  "accounts.refused.self": "You cannot do that to your own account: ask another owner.",
  "accounts.refused.not_owner": "Only an active owner can change accounts.",
  "accounts.refused.taken": "That e-mail already has an account.",
  "accounts.refused.invalid": "Check the name, e-mail and role.",
  "accounts.badEmail": "Not an e-mail address: {email}",
  "accounts.noName": "A staff member needs a name.",
  "accounts.longName": "A name has at most {max} characters.",
  "welcome.title": "Choose your password",
  "welcome.heading": "Welcome, {name}",
  "welcome.intro": "Choose the password you will sign in with as",
  "welcome.password": "New password",
  "welcome.again": "The same password again",
  "welcome.submit": "Save and sign in",
  "welcome.mismatch": "The two passwords are not the same.",
  "welcome.length": "A password has {min} to {max} characters.",
  "welcome.goneTitle": "Link no longer valid",
  "welcome.gone": "This link has been used or has expired. Ask the store's owner for a new one.",
};

type Key = keyof typeof en;

/** The owner's accounts page, role names and the one-time link's page, in the console's languages. */
export const staffAccountsMessages = {
  en,
  es: {
    "role.owner": "Dueño",
    "role.clerk": "Dependiente",
    "role.driver": "Repartidor",
    "accounts.title": "Cuentas del personal",
    "accounts.count": "Cuentas ({count})",
    "accounts.invite.title": "Invitar a alguien",
    "accounts.name": "Nombre",
    "accounts.email": "Correo electrónico",
    "accounts.role": "Rol",
    "accounts.invite": "Invitar",
    "accounts.you": " (usted)",
    "accounts.roleOf": "Rol de {name}",
    "accounts.forName": " (cuenta de {name})",
    "accounts.changeRole": "Cambiar el rol",
    "accounts.reset": "Restablecer la contraseña",
    "accounts.disable": "Desactivar",
    "accounts.enable": "Activar",
    "accounts.state.active": "Activa",
    "accounts.state.invited": "Esperando su enlace de un solo uso",
    "accounts.state.disabled": "Desactivada",
    "accounts.saved.invite":
      "Cuenta creada. Entregue este enlace de un solo uso a la persona nueva (funciona una vez, durante 72 horas):",
    "accounts.saved.reset":
      "Contraseña restablecida y sesiones cerradas. Entregue este enlace de un solo uso a su titular (una vez, 72 horas):",
    "accounts.mailed": "Se envió por correo a {email}; aquí lo tiene también, por si el correo no llega:",
    "accounts.mailFailed": "No se pudo enviar el correo a {email}: entregue usted el enlace.",
    "mail.invite.subject": "Su cuenta en {store}",
    "mail.reset.subject": "Una contraseña nueva para su cuenta en {store}",
    "mail.invite.body":
      "Hola, {name}:\n\nSe creó una cuenta para usted en la consola del personal de {store}. Elija su contraseña con este enlace (funciona una vez, durante 72 horas):\n\n{link}",
    "mail.reset.body":
      "Hola, {name}:\n\nSe restableció su contraseña en la consola del personal de {store} y se cerraron sus sesiones. Elija una nueva con este enlace (funciona una vez, durante 72 horas):\n\n{link}",
    "accounts.saved.disable": "Cuenta desactivada; sus sesiones se cerraron.",
    "accounts.saved.enable": "Cuenta activada.",
    "accounts.saved.role": "Rol cambiado.",
    "accounts.notUnderstood": "No se entendió ese cambio.",
    "accounts.refused.not_found": "No existe esa cuenta.",
    "accounts.refused.self": "No puede hacer eso con su propia cuenta: pídaselo a otro dueño.",
    "accounts.refused.not_owner": "Solo un dueño activo puede cambiar las cuentas.",
    "accounts.refused.taken": "Ese correo ya tiene una cuenta.",
    "accounts.refused.invalid": "Revise el nombre, el correo y el rol.",
    "accounts.badEmail": "No es un correo electrónico: {email}",
    "accounts.noName": "Cada cuenta del personal necesita un nombre.",
    "accounts.longName": "Un nombre tiene como máximo {max} caracteres.",
    "welcome.title": "Elija su contraseña",
    "welcome.heading": "Bienvenido, {name}",
    "welcome.intro": "Elija la contraseña con la que entrará como",
    "welcome.password": "Contraseña nueva",
    "welcome.again": "La misma contraseña otra vez",
    "welcome.submit": "Guardar y entrar",
    "welcome.mismatch": "Las dos contraseñas no son iguales.",
    "welcome.length": "Una contraseña tiene de {min} a {max} caracteres.",
    "welcome.goneTitle": "El enlace ya no es válido",
    "welcome.gone": "Este enlace ya se usó o venció. Pida uno nuevo al dueño de la tienda.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export type StaffAccountsKey = Key;

/** A text of this catalogue chosen by the server, with its values: the page writes it. */
export interface AccountText {
  key: StaffAccountsKey;
  values?: Record<string, string | number>;
}

export const ROLE_NAME_KEYS: Record<StaffRole, StaffAccountsKey> = {
  owner: "role.owner",
  clerk: "role.clerk",
  driver: "role.driver",
};

export function useStaffAccountsT() {
  return usePageT(staffAccountsMessages);
}
