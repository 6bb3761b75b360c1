import { usePageT } from "~/i18n/messages";

const en = {
  "privacy.metaDescription":
    "What {store} keeps when you order, write to us or ask to hear when a bottle is back, why, for how long, and what your browser stores.",
  "privacy.intro":
    "{store} runs this website and the store at {address}. This policy explains what we keep about you, why, for how long, and what your browser stores. We do not sell your information.",
  "privacy.keep.heading": "What we keep and why",
  "privacy.keep.ordersLabel": "Orders.",
  "privacy.keep.orders":
    "Your name, phone number, e-mail address if you give one, delivery address and ZIP code, what you bought, the totals, how you will pay (cash or card, never a card number), your tip, your notes and the language you used. We need them to confirm your order by phone, to prepare and deliver it, and to keep the sales records the law requires.",
  "privacy.keep.historyLabel": "Order history.",
  "privacy.keep.history":
    "Every change to an order (confirmed, ready, out for delivery, completed, cancelled), when it happened and which staff member made it. This audit trail shows who did what, for your protection and ours.",
  "privacy.keep.idCheckLabel": "The ID check at handover.",
  "privacy.keep.idCheck":
    "The law asks us to check that whoever receives alcohol is 21 or older. Our driver or clerk reads the date of birth and expiry from your ID (the barcode on its back, read on their phone, or the date typed by hand). We keep only when the check was made, by whom, how, its result and your year of birth; never your ID's number, name, address or picture, which never reach our server.",
  "privacy.keep.messagesLabel": "Contact messages.",
  "privacy.keep.messages":
    "Your name, your phone number or e-mail address, and your message, so we can answer you. To stop abuse we also keep a one-way code made from your network address (a keyed hash), never the address itself.",
  "privacy.keep.restockLabel": '"Tell me when it\'s back" requests.',
  "privacy.keep.restock":
    "The phone number or e-mail address you give for a sold-out bottle size, which size, when, and the language of the page, so we can send you one message when it is back. We use it for nothing else.",
  "privacy.keep.noticesLabel": "Messages we send you.",
  "privacy.keep.notices":
    "The e-mails and text messages we send about your order (received, confirmed, ready, on its way, completed, cancelled) and about a bottle that is back: to which e-mail address or phone number, what they say, and whether they went out. If you ask us to stop our messages, we keep that e-mail address or phone number so that we never write to it again.",
  "privacy.keep.vitalsLabel": "Page speed.",
  "privacy.keep.vitals":
    "How fast each page loaded in your browser (web vitals), with the page's address. We measure it ourselves: no name, cookie or network address is kept with it.",
  "privacy.keep.logsLabel": "Server logs.",
  "privacy.keep.logs":
    "Each request to our server (the address asked for and the answer given), to find and fix errors. The logs do not record cookies or what you type.",
  "privacy.retention.heading": "How long we keep it",
  "privacy.retention.intro": "We delete what we keep at the end of these periods:",
  "privacy.retention.orders":
    "Orders and their history: {orderYears} years after the order, for our tax and accounting records and to handle returns and disputes.",
  "privacy.retention.messages": "Contact messages: {contactMessageMonths} months after we receive them.",
  "privacy.retention.restock":
    '"Tell me when it\'s back" requests: until we send the message that the size is back, and never longer than {restockAlertMonths} months.',
  "privacy.retention.notices":
    "Messages we send: {noticeDays} days after we send them. A request to stop our messages: for as long as you want us to keep it, so that we keep our word.",
  "privacy.retention.vitals": "Page speed measurements: {webVitalMonths} months.",
  "privacy.retention.logs": "Server logs: {serverLogDays} days.",
  "privacy.sharing.heading": "Who sees it",
  "privacy.sharing.staff":
    "Only the store's staff, who sign in to a private console, see your orders and messages.",
  "privacy.sharing.none":
    "We do not sell, rent or trade your information, and we do not use it for advertising. We share it only when the law requires it.",
  "privacy.sharing.card":
    "Card payments are made on the store's card terminal when you receive your order: this website never sees card details.",
  "privacy.sharing.notices":
    "To deliver our e-mails and text messages, our e-mail service and our text message provider receive your e-mail address or phone number and the message, and use them only for that.",
  "privacy.browser.heading": "What your browser stores",
  "privacy.browser.intro":
    "This website keeps a few entries in your browser. None of them tracks you, and you can clear them at any time in your browser's settings (clearing them empties your cart).",
  "privacy.browser.cartKey": "<size id>",
  "privacy.browser.cart":
    "your cart: one entry in localStorage for each bottle size in it, named by the size's id and holding the quantity. It stays in your browser until you check out.",
  "privacy.browser.ageAnswer":
    "in localStorage, and as a cookie for one year: that you confirmed you are {minimumAge} or older, so we don't ask on every page.",
  "privacy.browser.zipCode": "in localStorage: your ZIP code, to fill in delivery at checkout.",
  "privacy.browser.language": "a cookie: the language you chose for this website.",
  "privacy.browser.restockContact":
    'in localStorage: the phone number or e-mail address you last gave for a "Tell me when it\'s back" request, to fill in the next request for you.',
  "privacy.analytics.heading": "Visit statistics",
  "privacy.analytics.on":
    "This website uses Google Analytics to count visits. On each page it sends Google the page's address and title, and Google sets its own cookies (such as _ga). Google handles that information under its own privacy policy. If you block it, the website works the same.",
  "privacy.analytics.off":
    "This website does not use Google Analytics or any other outside statistics service, and sets no advertising or tracking cookies.",
  "privacy.analytics.vitals": "We measure page speed ourselves, on our own server, as described above.",
  "privacy.location.heading": "Your location",
  "privacy.location.on":
    "After you confirm your age, your browser may ask whether to share your location. If you allow it, we send your approximate position to Google's geocoding service only to find your ZIP code, which stays in your browser as zipCode. We do not keep your location.",
  "privacy.location.off": "We do not ask for your location.",
  "privacy.location.map":
    "The map on our pages is Google Maps, loaded from Google: Google can see that your browser loaded it.",
  "privacy.rights.heading": "Your choices",
  "privacy.rights.body":
    "You can ask what we keep about you, and ask us to correct it or delete it (an order's record stays for the {orderYears} years our tax records need). Call us at {phone}, write to {email} or visit us at {address}. We answer within 30 days.",
  "privacy.rights.restock":
    'To cancel a "Tell me when it\'s back" request, use the link we show when you make it, or call us or write to us with the phone number or e-mail address you gave: we delete every request made with it the same day.',
  "privacy.rights.notices":
    "Every message we send has a link to stop our messages: open it and press the button, and we send nothing more to that e-mail address or phone number, by e-mail or text message.",
  "privacy.minors.heading": "Adults only",
  "privacy.minors.body":
    "This website is for adults {minimumAge} and older. We do not knowingly keep information about anyone younger; if we learn that we did, we delete it.",
  "privacy.security.heading": "Security",
  "privacy.security.body":
    "Your information is kept on the store's server. Only signed-in staff can read it, and their passwords are stored as one-way codes (hashes), never as written.",
  "privacy.changes.heading": "Changes to this policy",
  "privacy.changes.body":
    "When we change this policy we update the date at the top. Changes apply to what we keep from that date on.",
};

type Key = keyof typeof en;

/** The privacy policy's texts (only its page ships them). */
export const privacyMessages = {
  en,
  es: {
    "privacy.metaDescription":
      "Qué guarda {store} cuando usted pide, escribe o pide aviso de una botella agotada, por qué y cuánto tiempo, y qué guarda su navegador.",
    "privacy.intro":
      "{store} administra este sitio web y la tienda ubicada en {address}. Esta política explica qué datos suyos guardamos, por qué, por cuánto tiempo y qué guarda su navegador. No vendemos su información.",
    "privacy.keep.heading": "Qué guardamos y por qué",
    "privacy.keep.ordersLabel": "Pedidos.",
    "privacy.keep.orders":
      "Su nombre, su teléfono, su correo electrónico si nos lo da, la dirección y el código postal de entrega, lo que compró, los totales, cómo pagará (efectivo o tarjeta, nunca un número de tarjeta), su propina, sus notas y el idioma que usó. Los necesitamos para confirmar su pedido por teléfono, para prepararlo y entregarlo, y para llevar los registros de ventas que exige la ley.",
    "privacy.keep.historyLabel": "Historial del pedido.",
    "privacy.keep.history":
      "Cada cambio en un pedido (confirmado, listo, en camino, completado, cancelado), cuándo ocurrió y qué empleado lo hizo. Este registro muestra quién hizo qué, para su protección y la nuestra.",
    "privacy.keep.idCheckLabel": "La revisión de identificación al entregar.",
    "privacy.keep.idCheck":
      "La ley nos pide comprobar que quien recibe alcohol tiene 21 años o más. Nuestro repartidor o dependiente lee la fecha de nacimiento y el vencimiento de su identificación (el código de barras del reverso, leído en su teléfono, o la fecha escrita a mano). Solo guardamos cuándo se hizo la revisión, quién la hizo, cómo, su resultado y su año de nacimiento; nunca el número, el nombre, la dirección ni la foto de su identificación, que nunca llegan a nuestro servidor.",
    "privacy.keep.messagesLabel": "Mensajes de contacto.",
    "privacy.keep.messages":
      "Su nombre, su teléfono o correo electrónico y su mensaje, para poder responderle. Para evitar abusos también guardamos un código irreversible hecho a partir de su dirección de red (un hash con clave), nunca la dirección misma.",
    "privacy.keep.restockLabel": 'Solicitudes de "Avísenme cuando vuelva".',
    "privacy.keep.restock":
      "El teléfono o correo electrónico que nos da para un tamaño de botella agotado, qué tamaño, cuándo y el idioma de la página, para enviarle un solo mensaje cuando vuelva. No lo usamos para nada más.",
    "privacy.keep.noticesLabel": "Mensajes que le enviamos.",
    "privacy.keep.notices":
      "Los correos y mensajes de texto que le enviamos sobre su pedido (recibido, confirmado, listo, en camino, completado, cancelado) y sobre una botella que volvió: a qué correo o teléfono, qué dicen y si salieron. Si nos pide que dejemos de escribirle, guardamos ese correo o teléfono para no volver a escribirle nunca.",
    "privacy.keep.vitalsLabel": "Velocidad de las páginas.",
    "privacy.keep.vitals":
      "Qué tan rápido cargó cada página en su navegador (web vitals), con la dirección de la página. La medimos nosotros mismos: no se guarda con ella ningún nombre, cookie ni dirección de red.",
    "privacy.keep.logsLabel": "Registros del servidor.",
    "privacy.keep.logs":
      "Cada solicitud a nuestro servidor (la dirección pedida y la respuesta dada), para encontrar y corregir errores. Los registros no guardan cookies ni lo que usted escribe.",
    "privacy.retention.heading": "Por cuánto tiempo lo guardamos",
    "privacy.retention.intro": "Borramos lo que guardamos al terminar estos plazos:",
    "privacy.retention.orders":
      "Pedidos y su historial: {orderYears} años después del pedido, para nuestros registros contables y de impuestos y para atender devoluciones y reclamos.",
    "privacy.retention.messages": "Mensajes de contacto: {contactMessageMonths} meses después de recibirlos.",
    "privacy.retention.restock":
      'Solicitudes de "Avísenme cuando vuelva": hasta que le enviemos el mensaje de que el tamaño volvió, y nunca más de {restockAlertMonths} meses.',
    "privacy.retention.notices":
      "Mensajes que enviamos: {noticeDays} días después de enviarlos. Una solicitud de no recibir más mensajes: mientras usted quiera, para cumplir lo prometido.",
    "privacy.retention.vitals": "Mediciones de velocidad: {webVitalMonths} meses.",
    "privacy.retention.logs": "Registros del servidor: {serverLogDays} días.",
    "privacy.sharing.heading": "Quién lo ve",
    "privacy.sharing.staff":
      "Solo el personal de la tienda, que entra con su usuario a una consola privada, ve sus pedidos y mensajes.",
    "privacy.sharing.none":
      "No vendemos, alquilamos ni intercambiamos su información, y no la usamos para publicidad. Solo la compartimos cuando la ley lo exige.",
    "privacy.sharing.card":
      "Los pagos con tarjeta se hacen en la terminal de la tienda cuando usted recibe su pedido: este sitio web nunca ve los datos de su tarjeta.",
    "privacy.sharing.notices":
      "Para entregar nuestros correos y mensajes de texto, nuestro servicio de correo y nuestro proveedor de mensajes de texto reciben su correo o teléfono y el mensaje, y los usan solo para eso.",
    "privacy.browser.heading": "Qué guarda su navegador",
    "privacy.browser.intro":
      "Este sitio guarda algunos datos en su navegador. Ninguno sirve para rastrearlo, y puede borrarlos cuando quiera en la configuración de su navegador (al borrarlos se vacía su carrito).",
    "privacy.browser.cartKey": "<id del tamaño>",
    "privacy.browser.cart":
      "su carrito: una entrada en localStorage por cada tamaño de botella que contiene, con el id del tamaño como nombre y la cantidad como valor. Se queda en su navegador hasta que finalice su pedido.",
    "privacy.browser.ageAnswer":
      "en localStorage, y como cookie durante un año: que usted confirmó tener {minimumAge} años o más, para no preguntárselo en cada página.",
    "privacy.browser.zipCode":
      "en localStorage: su código postal, para llenar la entrega al finalizar el pedido.",
    "privacy.browser.language": "una cookie: el idioma que eligió para este sitio.",
    "privacy.browser.restockContact":
      'en localStorage: el teléfono o correo electrónico que dio por última vez en una solicitud de "Avísenme cuando vuelva", para llenar la próxima solicitud por usted.',
    "privacy.analytics.heading": "Estadísticas de visitas",
    "privacy.analytics.on":
      "Este sitio usa Google Analytics para contar visitas. En cada página envía a Google la dirección y el título de la página, y Google guarda sus propias cookies (como _ga). Google trata esa información según su propia política de privacidad. Si usted lo bloquea, el sitio funciona igual.",
    "privacy.analytics.off":
      "Este sitio no usa Google Analytics ni ningún otro servicio externo de estadísticas, y no guarda cookies de publicidad ni de rastreo.",
    "privacy.analytics.vitals":
      "Medimos la velocidad de las páginas nosotros mismos, en nuestro propio servidor, como se explica arriba.",
    "privacy.location.heading": "Su ubicación",
    "privacy.location.on":
      "Después de confirmar su edad, su navegador puede preguntarle si desea compartir su ubicación. Si lo permite, enviamos su posición aproximada al servicio de geocodificación de Google solo para encontrar su código postal, que queda en su navegador como zipCode. No guardamos su ubicación.",
    "privacy.location.off": "No le pedimos su ubicación.",
    "privacy.location.map":
      "El mapa de nuestras páginas es Google Maps y se carga desde Google: Google puede ver que su navegador lo cargó.",
    "privacy.rights.heading": "Sus opciones",
    "privacy.rights.body":
      "Puede preguntarnos qué guardamos sobre usted y pedirnos que lo corrijamos o lo borremos (el registro de un pedido se conserva los {orderYears} años que necesitan nuestros registros de impuestos). Llámenos al {phone}, escríbanos a {email} o visítenos en {address}. Respondemos en un plazo de 30 días.",
    "privacy.rights.restock":
      'Para cancelar una solicitud de "Avísenme cuando vuelva", use el enlace que le mostramos al hacerla, o llámenos o escríbanos con el teléfono o correo electrónico que nos dio: borramos ese mismo día todas las solicitudes hechas con él.',
    "privacy.rights.notices":
      "Cada mensaje que enviamos trae un enlace para no recibir más: ábralo y pulse el botón, y no enviaremos nada más a ese correo o teléfono, ni por correo ni por mensaje de texto.",
    "privacy.minors.heading": "Solo para adultos",
    "privacy.minors.body":
      "Este sitio es para adultos de {minimumAge} años o más. No guardamos a sabiendas información de menores; si nos enteramos de que lo hicimos, la borramos.",
    "privacy.security.heading": "Seguridad",
    "privacy.security.body":
      "Su información se guarda en el servidor de la tienda. Solo el personal con usuario puede leerla, y sus contraseñas se guardan como códigos irreversibles (hashes), nunca tal como se escriben.",
    "privacy.changes.heading": "Cambios a esta política",
    "privacy.changes.body":
      "Cuando cambiamos esta política, actualizamos la fecha de arriba. Los cambios se aplican a lo que guardemos desde esa fecha.",
  },
} satisfies Record<"en" | "es", Record<Key, string>>;

export function usePrivacyT() {
  return usePageT(privacyMessages);
}
