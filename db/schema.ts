import type { ColumnType, Generated } from "kysely";
import type { Language } from "../app/i18n/language";
import type {
  CallOutcome,
  FulfilmentMethod,
  IdCheckMethod,
  IdCheckResult,
  OrderEventKind,
  OrderStatus,
  OutboxTopic,
  PaymentMethod,
  StaffRole,
  Substitution,
} from "./stored-values";

/** Flags are integers (0/1) so SQLite and PostgreSQL share one schema and one query code. */
type Flag = number;

export interface CatalogTypeTable {
  slug: string;
  name: string;
  description: string;
  /** Null when the catalogue has no Spanish text (migration 0010). */
  description_es: string | null;
  position: number;
}

export interface CatalogSubtypeTable {
  type_slug: string;
  slug: string;
  name: string;
  description: string;
  /** Null when the catalogue has no Spanish text (migration 0010). */
  description_es: string | null;
  position: number;
}

export interface ProductTable {
  id: Generated<number>;
  route: string;
  name: string;
  brand: string;
  type_slug: string;
  subtype_slug: string;
  description: string;
  description_es: string | null;
  modal: Flag;
  varietal: string | null;
  wine_type: string | null;
  featured_rank: number | null;
  /** The style staff set (migration 0018); null: read from the subtype or name. */
  style: string | null;
  position: number;
  retired: Generated<Flag>;
}

export interface ProductRouteRedirectTable {
  from_route: string;
  to_route: string;
}

export interface ProductSizeTable {
  /** The cart key: unique and non-empty. */
  id: string;
  product_id: number;
  barcode: string | null;
  label: string;
  size_ml: number | null;
  price_cents: number;
  image_path: string;
  /** null when the store does not track stock for this size. */
  inventory: number | null;
  position: number;
  retired: Generated<Flag>;
  /** The sale price while [sale_starts_at, sale_ends_at) runs; null: no sale (migration 0022). */
  sale_price_cents: Later<number>;
  sale_starts_at: Later<IsoTime>;
  sale_ends_at: Later<IsoTime>;
}

/** One row. `revision` moves whenever the catalogue changes so every app server rebuilds its snapshot. */
export interface CatalogStateTable {
  id: number;
  revision: number;
  title: string;
}

/** One web vital measured by a shopper's browser (DESIGN §7 "Analytics"). */
export interface WebVitalTable {
  id: Generated<number>;
  /** web-vitals' id for one metric of one page load: a later report with the same id supersedes the earlier. */
  metric_id: string;
  name: string;
  value: number;
  rating: string;
  path: string;
  navigation_type: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** Times in the order tables are ISO 8601 text in UTC on both databases. */
type IsoTime = string;

/** A column added later: inserts that predate it may leave it out (it is then null). */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface OrderTable {
  id: Generated<number>;
  /** Shown to people ("1042"); set from the id in the transaction that writes the order. */
  number: string | null;
  idempotency_key: string;
  /** SHA-256 of the request body as the server understood it: the same key with another body is refused. */
  request_hash: string;
  /** 128 random bits, hex: the shopper's link to the order's status page (never the number). */
  status_token: string;
  status: OrderStatus;
  customer_name: string;
  /** E.164 (+13055550142). */
  customer_phone: string;
  customer_email: string | null;
  fulfilment: FulfilmentMethod;
  address: string | null;
  unit: string | null;
  zip: string | null;
  notes: string | null;
  /** Read back as text: an order from before the list, or a hand-edited row, is refused where it is read. */
  payment_method: ColumnType<string, PaymentMethod, PaymentMethod>;
  tip_percent: number;
  subtotal_cents: number;
  tax_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  total_cents: number;
  language: Language;
  /** A gift order's recipient; null when the order is not a gift (migration 0013). */
  gift_recipient_name: string | null;
  /** E.164, like customer_phone; null when not a gift. */
  gift_recipient_phone: string | null;
  gift_message: string | null;
  /** 1 when a gift order asked for a gift box (accepted only where a line's product has one). */
  gift_box: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** When the confirming call is due next; null when nobody needs to call (migration 0016). */
  next_call_at: Later<IsoTime>;
  /** Moves with every change of the order: a form carries the version it was drawn from. */
  version: Generated<number>;
  /** The delivery or pickup window the shopper chose; both null for "as soon as possible" (migration 0019). */
  window_start: Later<IsoTime>;
  window_end: Later<IsoTime>;
  /** The mixed-case discount and the rule that gave it; 0 and null without one (migration 0023). */
  case_discount_cents: Generated<number>;
  case_rule_name: Later<string>;
  /** The code's discount and the code; 0 and null without one. */
  code_discount_cents: Generated<number>;
  deal_code: Later<string>;
}

/** One size of an order: a snapshot of name, label and price when the order was placed. */
export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  size_id: string;
  product_name: string;
  product_route: string;
  size_label: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
  /** 1 when the order took this line's quantity from tracked stock (a cancellation returns it), else 0. */
  stock_taken: Flag;
  /** What the staff do if the bottle is missing: "call", "similar" (up to the same price) or "omit". */
  substitution: Generated<Substitution>;
  /** What a substitution agreed on the call replaced, as the shopper ordered it; null when none (migration 0016). */
  replaced_size_id: Later<string>;
  replaced_product_name: Later<string>;
  replaced_size_label: Later<string>;
  replaced_unit_price_cents: Later<number>;
  /** The size's regular price when ordered; unit_price_cents is the price paid, a sale's while one ran (migration 0023). */
  regular_price_cents: Later<number>;
}

/** One try at the confirming call and how it went (migration 0016). */
export interface CallAttemptTable {
  id: Generated<number>;
  order_id: number;
  /** "staff:<id>". */
  actor: string;
  outcome: CallOutcome;
  note: string | null;
  created_at: IsoTime;
}

/** The audit trail: who did what to an order, and when. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  kind: OrderEventKind;
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  /** "shopper", "system" or "staff:<id>". */
  actor: string;
  note: string | null;
  created_at: IsoTime;
}

/** A notification written with its order and delivered later, at least once, by the webhook worker. */
export interface OutboxTable {
  id: Generated<number>;
  topic: OutboxTopic;
  order_id: number;
  /** The JSON body to deliver. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: IsoTime;
  delivered_at: IsoTime | null;
  last_error: string | null;
  created_at: IsoTime;
}

/** Page keys a CDN must forget, waiting for CDN_PURGE_URL (migration 0012); the outbox's columns without an order. */
export type CdnPurgeTable = Omit<OutboxTable, "order_id" | "topic"> & { topic: string };

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case; the login name. */
  email: string;
  name: string;
  /** "scrypt$N$r$p$salt$key", salt and key in base64; "" until the account's one-time link is used. */
  password_hash: string;
  created_at: IsoTime;
  /** Named on every insert (migration 0015): the database's default is the lesser role. */
  role: ColumnType<StaffRole, StaffRole, StaffRole>;
  /** Set while the account may not sign in. */
  disabled_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** The console's language. */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** A one-time link with which a new or reset account chooses its password (migration 0015). */
export interface StaffLinkTable {
  /** SHA-256 (hex) of the link's random token; the token itself is never stored. */
  token_hash: string;
  staff_id: number;
  purpose: "welcome" | "reset";
  /** "staff:<id>" of the owner who made it. */
  created_by: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/** The audit trail of staff accounts: who changed which account, how, and when. */
export interface StaffEventTable {
  id: Generated<number>;
  /** The account changed. */
  staff_id: number;
  kind: StaffEventKind;
  /** The role given, for "added", "invited" and "role"; null otherwise. */
  detail: string | null;
  /** "staff:<id>", or "cli". */
  actor: string;
  created_at: IsoTime;
}

export type StaffEventKind = "added" | "invited" | "reset" | "disabled" | "enabled" | "role" | "password";

/** A browser a staff member signed in from; its failed sign-ins are counted on their own. */
export interface StaffBrowserTable {
  /** SHA-256 (hex) of the 128-bit token in the browser's staff_browser cookie. */
  token_hash: string;
  staff_id: number;
  created_at: IsoTime;
  last_used_at: IsoTime;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the 128-bit token in the staff member's cookie. */
  token_hash: string;
  staff_id: number;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  /** The absolute end, whatever the activity. */
  expires_at: IsoTime;
}

/** One audited change to the catalogue. */
export interface CatalogChangeTable {
  id: Generated<number>;
  kind: CatalogChangeKind;
  /** The size a price or stock edit touched; null for an import, a featured shelf or a product edit. */
  size_id: string | null;
  /** Cents for a price, bottles for stock (null: stock not tracked); null for an import. */
  before_value: number | null;
  after_value: number | null;
  /** What an import changed, as the dry-run report said it; a shelf's type and its chosen routes; a product edit. */
  summary: string | null;
  /** "staff:<id>". */
  actor: string;
  created_at: IsoTime;
  /** The product whose photo changed; null for other kinds (their size names the product). */
  product_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type CatalogChangeKind = "price" | "stock" | "sale" | "import" | "featured" | "product" | "photo";

/** A photo of a product (size_id null) or of one of its sizes, which wins over the product's. */
export interface ProductPhotoTable {
  id: Generated<number>;
  product_id: number;
  size_id: string | null;
  /** image/jpeg, image/png or image/webp, as the bytes say (never the file name). */
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The first 16 hex digits of sha256: in image URLs and cache file names. */
  version: string;
  /** The upload as it came. */
  bytes: Buffer;
  /** "staff:<id>", or "cli" for the command-line import. */
  uploaded_by: string;
  uploaded_at: IsoTime;
}

/** A message a shopper sent from the contact page. */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  /** E.164, or null when the shopper gave only an e-mail address. */
  phone: string | null;
  email: string | null;
  message: string;
  /** The language of the page it was sent from ("en", "es"). */
  language: Language;
  /** HMAC-SHA256 (hex) of the sender's address or IPv6 /64: counts their messages, never shows the address. */
  sender_hash: string;
  created_at: IsoTime;
  read_at: IsoTime | null;
  /** "staff:<id>" of whoever marked it read; null while unread. */
  read_by: string | null;
}

/** One limit's count for one key ("new-orders-phone:+13055550142") within its window. */
export interface RateLimitTable {
  /** The limit's name, a colon, and what it counts per: an address, a phone number, an account. */
  key: string;
  points: number;
  /** When the window ends, in epoch milliseconds: a bigint, which the store's pg parser reads as a number. */
  expires_at_ms: number;
}

/** A shopper waiting for a sold-out size: told once when it is back (issue #19), then deleted. */
export interface RestockAlertTable {
  id: Generated<number>;
  size_id: string;
  contact_kind: "phone" | "email";
  /** E.164 for a phone; an e-mail address trimmed and in lower case. Unique with the size. */
  contact: string;
  /** The language the notice is written in. */
  language: Language;
  created_at: IsoTime;
  /** SHA-256 (hex) of the token in the shopper's cancel link, shown once when the request is made. */
  cancel_token_hash: string;
}

/** An e-mail or text message to a shopper, waiting in the outbox (migration 0017); sent by the notices worker. */
export interface ShopperNoticeTable extends CdnPurgeTable {
  channel: "email" | "sms";
  /** A lower-case e-mail address or an E.164 phone number. */
  contact: string;
}

/** A contact that asked for no more notices (its opt-out link): never written to again. */
export interface NoticeOptOutTable {
  /** A lower-case e-mail address or an E.164 phone number. */
  contact: string;
  created_at: IsoTime;
}

/** The store's one identity row, made with its database and restored with it. */
export interface StoreIdentityTable {
  id: string;
  created_at: IsoTime;
}

/** A delivery's place in the store's route and who is out with it (migration 0021). */
export interface DeliveryStopTable {
  order_id: number;
  route_position: number | null;
  driver_id: number | null;
  on_way_at: IsoTime | null;
  updated_at: IsoTime;
}

/** An ID check at handover: only what proves it, never what the card says beyond the year of birth (migration 0021). */
export interface HandoverCheckTable {
  id: Generated<number>;
  order_id: number;
  checked_at: IsoTime;
  /** "staff:<id>". */
  checked_by: string;
  method: IdCheckMethod;
  result: IdCheckResult;
  birth_year: number;
}

/** A mixed-case discount (migration 0022): counts and tiers as JSON. */
export interface CaseRuleTable {
  id: Generated<number>;
  name: string;
  counts: string;
  tiers: string;
  active: Generated<Flag>;
  updated_at: IsoTime;
}

/** A code from a flyer (migration 0022), its uses counted in the same row. */
export interface DealCodeTable {
  code: string;
  kind: "percent" | "amount";
  basis_points: number | null;
  amount_cents: number | null;
  minimum_cents: number | null;
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  max_uses: number | null;
  max_uses_per_phone: number | null;
  uses: Generated<number>;
  updated_at: IsoTime;
}

export interface DealCodeUseTable {
  id: Generated<number>;
  code: string;
  order_id: number;
  /** E.164. */
  phone: string;
  created_at: IsoTime;
}

/** One audited change to a case rule or a code (migration 0024). */
export interface DealChangeTable {
  id: Generated<number>;
  kind: DealChangeKind;
  /** The case rule's name or the code, as it was after the change. */
  subject: string;
  /** The terms as JSON (deals/deal-terms.ts): null before an addition, and for a switch on or off. */
  before_terms: string | null;
  after_terms: string | null;
  /** "staff:<id>". */
  actor: string;
  created_at: IsoTime;
}

export type DealChangeKind =
  "rule-added" | "rule-changed" | "rule-on" | "rule-off" | "code-added" | "code-changed" | "code-ended";

export interface StoreDatabase {
  catalog_type: CatalogTypeTable;
  catalog_subtype: CatalogSubtypeTable;
  product: ProductTable;
  product_route_redirect: ProductRouteRedirectTable;
  product_size: ProductSizeTable;
  catalog_state: CatalogStateTable;
  web_vital: WebVitalTable;
  orders: OrderTable;
  order_line: OrderLineTable;
  order_event: OrderEventTable;
  outbox: OutboxTable;
  cdn_purge: CdnPurgeTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_browser: StaffBrowserTable;
  staff_link: StaffLinkTable;
  staff_event: StaffEventTable;
  catalog_change: CatalogChangeTable;
  product_photo: ProductPhotoTable;
  contact_message: ContactMessageTable;
  rate_limit: RateLimitTable;
  restock_alert: RestockAlertTable;
  call_attempt: CallAttemptTable;
  shopper_notice: ShopperNoticeTable;
  notice_opt_out: NoticeOptOutTable;
  store_identity: StoreIdentityTable;
  delivery_stop: DeliveryStopTable;
  handover_check: HandoverCheckTable;
  case_rule: CaseRuleTable;
  deal_code: DealCodeTable;
  deal_code_use: DealCodeUseTable;
  deal_change: DealChangeTable;
}
