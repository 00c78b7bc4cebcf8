// The whole Viziona domain as one Drizzle schema (PostgreSQL 15+; PGlite runs the same migrations).
// Money: integer Colombian pesos. Instants: timestamp with time zone. Names: snake_case in SQL.
// drizzle-kit reads this file on its own, so it imports nothing from the project but types.
import { relations, sql } from 'drizzle-orm';
import type { BillState, PayType } from '../../openapi/rules.ts';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  unique,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------- helpers

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
/** Raw bytes: pg gives a Buffer, PGlite a Uint8Array; both accept a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => value,
});

// ---------------------------------------------------------------- sequences

/** Number part of a bill's consecutivo (bills.number), e.g. `VZ-${nextval}`. */
export const billNumberSeq = pgSequence('bill_number_seq', { startWith: 1000 });
/** Number part of a PQRS or ethics-line radicado. */
export const radicadoSeq = pgSequence('radicado_seq', { startWith: 1 });

// ---------------------------------------------------------------- theater and media

export const theaters = pgTable('theaters', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  fullname: text('fullname').notNull(),
  address: text('address').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

/** Binary assets (generated SVG posters, room photos…), served at `/media/{name}`. */
export const media = pgTable('media', {
  id: id(),
  name: text('name').notNull().unique(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    docType: text('doc_type').notNull(),
    docNumber: text('doc_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    sex: text('sex'),
    emailVerifiedAt: instant('email_verified_at'),
    /**
     * When the person deleted their account (issue 32, server/accounts/datos-personales/borrado.ts):
     * the row stays as an anonymized tombstone so their bills keep their buyer; it never signs in.
     */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_doc_type_doc_number_unique').on(t.docType, t.docNumber),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_doc_type_valid', sql`${t.docType} in ('CC', 'CE', 'PPN', 'NIT')`),
    check('users_sex_valid', sql`${t.sex} is null or ${t.sex} in ('M', 'F')`),
  ],
);

/** Login sessions: only the hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** E-mail verification codes (spec: 'Verifica el correo'). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_id_idx').on(t.userId, t.createdAt)],
);

/** One-use anti-bot tokens handed to the registration form (POST token/register). */
export const registerTokens = pgTable(
  'register_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('register_tokens_expires_at_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- cartelera: films, rooms, seats, functions

export const films = pgTable(
  'films',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    originalTitle: text('original_title').notNull(),
    /** `/media/posters/{slug}.svg` */
    poster: text('poster').notNull(),
    type: text('type').notNull(),
    dateRelease: date('date_release', { mode: 'string' }).notNull(),
    rating: text('rating').notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    director: text('director').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    synopsis: text('synopsis').notNull(),
    trailer: text('trailer'),
    genre: text('genre').notNull(),
    /** A wide image behind the film's page (`/media/...`), chosen by the programming desk. */
    backdrop: text('backdrop'),
    /** Set when the programming desk retires the film: gone from the public cartelera, próximos and its page; its bills stay. */
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('films_type_valid', sql`${t.type} in ('Estreno', 'Preventa', 'Próximamente')`),
    check('films_duration_positive', sql`${t.duration} > 0`),
    index('films_date_release_idx').on(t.dateRelease),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    theaterId: integer('theater_id')
      .notNull()
      .references(() => theaters.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    complement: text('complement').notNull().default(''),
    image: text('image').notNull(),
    image2: text('image_2'),
    /** HTML */
    shortDescription: text('short_description').notNull().default(''),
    /** HTML */
    description: text('description').notNull().default(''),
    /** Overrides the setting maximo_entradas for this room when set. */
    maxSeatsPerPurchase: integer('max_seats_per_purchase'),
    /** Seats for sale (every seat but aisles): kept by a trigger on seats, read by the cartelera's "seats left". */
    capacity: integer('capacity').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The no-lone-seats rule (openapi/seat-rules.ts): 'off', 'aisle' (a lone seat by an aisle is allowed) or 'strict'. */
    loneSeatMode: text('lone_seat_mode').notNull().default('aisle'),
    /** Best available's focal point, as fractions of the room: 0 the front row / the left, 1 the back / the right. */
    focusFila: doublePrecision('focus_fila').notNull().default(0.6667),
    focusColumna: doublePrecision('focus_columna').notNull().default(0.5),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rooms_theater_id_slug_unique').on(t.theaterId, t.slug),
    check('rooms_max_seats_positive', sql`${t.maxSeatsPerPurchase} is null or ${t.maxSeatsPerPurchase} > 0`),
    check('rooms_lone_seat_mode_valid', sql`${t.loneSeatMode} in ('off', 'aisle', 'strict')`),
    check('rooms_focus_in_room', sql`${t.focusFila} between 0 and 1 and ${t.focusColumna} between 0 and 1`),
  ],
);

/** Seat zones (TipoZona): theater-wide when room_id is null, or specific to one room. */
export const zones = pgTable(
  'zones',
  {
    id: id(),
    theaterId: integer('theater_id')
      .notNull()
      .references(() => theaters.id),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    codigo: text('codigo').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('zones_theater_id_codigo_unique').on(t.theaterId, t.codigo)],
);

/** The grid of a room: every cell, aisles included (tipo_silla 'Pasillo', no zone). */
export const seats = pgTable(
  'seats',
  {
    id: id(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    filaTotal: integer('fila_total').notNull(),
    columnaTotal: integer('columna_total').notNull(),
    /** Row letter ('A', 'B'…). */
    filaRelativa: text('fila_relativa').notNull(),
    /** Seat number as printed on the seat; '' for aisle cells. */
    columnaRelativa: text('columna_relativa').notNull(),
    tipoSilla: text('tipo_silla').notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
  },
  (t) => [
    unique('seats_room_id_fila_total_columna_total_unique').on(t.roomId, t.filaTotal, t.columnaTotal),
    check('seats_tipo_silla_valid', sql`${t.tipoSilla} in ('Normal', 'Discapacitado', 'Pasillo')`),
    check('seats_zone_unless_aisle', sql`${t.tipoSilla} = 'Pasillo' or ${t.zoneId} is not null`),
  ],
);

/** Funciones. */
export const showtimes = pgTable(
  'showtimes',
  {
    id: id(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    startsAt: instant('starts_at').notNull(),
    format: text('format').notNull(),
    version: text('version').notNull(),
    /**
     * Set when the staff cancel it (server/staff/programacion/cancelacion.ts): closed for sale, kept
     * with its bills and tickets; a cancelled función no longer takes its room's time.
     */
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('showtimes_room_id_starts_at_live_unique').on(t.roomId, t.startsAt).where(sql`${t.cancelledAt} is null`),
    check('showtimes_cancel_reason_given', sql`${t.cancelledAt} is null or ${t.cancelReason} is not null`),
    index('showtimes_starts_at_idx').on(t.startsAt),
    index('showtimes_film_id_starts_at_idx').on(t.filmId, t.startsAt),
    check('showtimes_format_valid', sql`${t.format} in ('2D', '3D')`),
    check('showtimes_version_valid', sql`${t.version} in ('Doblada', 'Subtitulada')`),
  ],
);

/**
 * Ticket prices: one row per room, zone and format. The price of a seat for a función is
 * zone_prices[room of the función, zone of the seat, format of the función]: valor for everyone,
 * club_valor for Club Vizionarios members when cliente_frecuente is true.
 */
export const zonePrices = pgTable(
  'zone_prices',
  {
    id: id(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    format: text('format').notNull(),
    /** Location code (Tarifa) sent back with each selected seat. */
    codigo: text('codigo').notNull(),
    /** Zone label shown with the price ('General', 'Preferencial'). */
    zona: text('zona').notNull(),
    valor: integer('valor').notNull(),
    descripcion: text('descripcion').notNull(),
    clubValor: integer('club_valor').notNull(),
    clienteFrecuente: boolean('cliente_frecuente').notNull().default(true),
  },
  (t) => [
    unique('zone_prices_room_id_zone_id_format_unique').on(t.roomId, t.zoneId, t.format),
    check('zone_prices_format_valid', sql`${t.format} in ('2D', '3D')`),
    check('zone_prices_valor_positive', sql`${t.valor} > 0 and ${t.clubValor} > 0 and ${t.clubValor} <= ${t.valor}`),
  ],
);

// ---------------------------------------------------------------- confitería

export const confectioneryCategories = pgTable('confectionery_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** Products and combos as the point of sale (Score) knows them. Tipo 'P' = single product, 'A' = combo. */
export const scoreProducts = pgTable(
  'score_products',
  {
    id: id(),
    theaterId: integer('theater_id')
      .notNull()
      .references(() => theaters.id),
    codigo: text('codigo').notNull().unique(),
    descripcion: text('descripcion').notNull(),
    tipo: text('tipo').notNull(),
    cantidad: integer('cantidad').notNull().default(1),
    cinefanPlus: boolean('cinefan_plus').notNull().default(false),
    precioGeneral: integer('precio_general').notNull(),
    /** Price for club members ('others' price). */
    precioOtroPago: integer('precio_otro_pago').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    /** Off: the staff took it off sale (server/staff/programacion/productos.ts); not listed, not priced. */
    disponible: boolean('disponible').notNull().default(true),
  },
  (t) => [
    check('score_products_prices_valid', sql`${t.precioGeneral} > 0 and ${t.precioOtroPago} > 0 and ${t.precioOtroPago} <= ${t.precioGeneral}`),
    check('score_products_cantidad_positive', sql`${t.cantidad} > 0`),
  ],
);

/** Display cards of the confitería page; score_id links a card to what is sold. */
export const confectioneryItems = pgTable(
  'confectionery_items',
  {
    id: id(),
    name: text('name').notNull().unique(),
    image: text('image').notNull(),
    /** HTML */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => confectioneryCategories.id),
    scoreId: integer('score_id').references(() => scoreProducts.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('confectionery_items_category_id_idx').on(t.categoryId)],
);

/** Receta of a combo: each group is one choice the buyer must make ("Elige tu bebida"). */
export const comboRecipeGroups = pgTable(
  'combo_recipe_groups',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => scoreProducts.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    name: text('name').notNull(),
    /** How many units of the chosen option the combo includes. */
    cantidad: integer('cantidad').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('combo_recipe_groups_product_id_codigo_unique').on(t.productId, t.codigo)],
);

export const comboRecipeOptions = pgTable(
  'combo_recipe_options',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => comboRecipeGroups.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('combo_recipe_options_group_id_codigo_unique').on(t.groupId, t.codigo)],
);

// ---------------------------------------------------------------- site content

/** Keys: ticket_servicio, confiteria_servicio, maximo_entradas, membresia_valor, membresia_servicio, popup; staff only: limpieza_minutos. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  complement: text('complement'),
  extra: text('extra'),
  updatedAt: updatedAt(),
});

/** 'pie-de-pagina-1', 'pie-de-pagina-2', 'corporativo', 'pagina'. */
export const contentGroups = pgTable('content_groups', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const contents = pgTable(
  'contents',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    groupId: integer('group_id')
      .notNull()
      .references(() => contentGroups.id),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    image: text('image'),
    /** HTML */
    content: text('content').notNull().default(''),
    position: integer('position').notNull().default(0),
    /**
     * Published version of the page: a trigger (viziona_content_version) adds one whenever its
     * title or HTML changes. The terms and the privacy policies people accept are named by it (issue 32).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contents_group_id_position_idx').on(t.groupId, t.position)],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    image: text('image').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    target: text('target').notNull().default('_self'),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('banners_target_valid', sql`${t.target} in ('_self', '_blank')`)],
);

export const galleries = pgTable('galleries', {
  id: id(),
  image: text('image').notNull(),
  /** Alternative text. */
  name: text('name').notNull().default(''),
  position: integer('position').notNull().default(0),
});

// ---------------------------------------------------------------- payment catalogue

export const payBrands = pgTable('pay_brands', {
  id: id(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  scorePaymentMethod: text('score_payment_method').notNull(),
  payWithCard: boolean('pay_with_card').notNull().default(true),
  payWithPse: boolean('pay_with_pse').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/** PSE banks. */
export const banks = pgTable('banks', {
  id: id(),
  bankCode: text('bank_code').notNull().unique(),
  bankName: text('bank_name').notNull(),
});

// ---------------------------------------------------------------- purchases

/** Consecutivos: one per purchase attempt (GET score/consecutive/1 → Secuencia). */
export const consecutives = pgTable(
  'consecutives',
  {
    numero: integer('secuencia').primaryKey().generatedByDefaultAsIdentity(),
    theaterId: integer('theater_id')
      .notNull()
      .references(() => theaters.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('consecutives_user_id_idx').on(t.userId)],
);

/**
 * Bills. pay_type: 1 tickets (online), 3 membership. status_id: BILL_STATE of openapi/rules.ts (the contract's PayStatusId).
 * number is the consecutivo shown to the buyer.
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    theaterId: integer('theater_id')
      .notNull()
      .references(() => theaters.id),
    showtimeId: integer('showtime_id').references(() => showtimes.id),
    payType: integer('pay_type').$type<PayType>().notNull(),
    payMethod: text('pay_method').notNull(),
    payBrandId: integer('pay_brand_id').references(() => payBrands.id),
    statusId: integer('status_id').$type<BillState>().notNull().default(3),
    subtotal: integer('subtotal').notNull(),
    totalService: integer('total_service').notNull(),
    total: integer('total').notNull(),
    consecutivo: integer('score_consecutive').references(() => consecutives.numero),
    device: text('device').notNull().default('web'),
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** Why the bill needs attention (e.g. paid after its seats were sold to someone else). */
    note: text('note'),
    paidAt: instant('paid_at'),
    /** When the money went back, and the gateway's refund or the staff's reference for it. */
    refundedAt: instant('refunded_at'),
    refundReference: text('refund_reference'),
    /**
     * The buyer as the bill must name them for the tax term, copied here when they delete their
     * account (issue 32): the account itself is then anonymized. Null while the account exists.
     */
    buyerName: text('buyer_name'),
    buyerDocType: text('buyer_doc_type'),
    buyerDocNumber: text('buyer_doc_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One bill per purchase: a second click or a retried payment finds this bill instead.
    unique('bills_score_consecutive_unique').on(t.consecutivo),
    index('bills_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('bills_showtime_id_idx').on(t.showtimeId),
    index('bills_status_id_created_at_idx').on(t.statusId, t.createdAt),
    // The finance desk's sales report reads accepted bills by the day they were paid (server/staff/finanzas/ventas.ts).
    index('bills_accepted_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.statusId} = 1`),
    // Refunds made, by the day the money went back.
    index('bills_refunded_at_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    check('bills_pay_type_valid', sql`${t.payType} in (1, 3)`),
    check('bills_pay_method_valid', sql`${t.payMethod} in ('card', 'pse')`),
    check('bills_status_id_valid', sql`${t.statusId} between 1 and 7`),
    check('bills_tickets_have_showtime', sql`${t.payType} <> 1 or ${t.showtimeId} is not null`),
    check('bills_totals_valid', sql`${t.subtotal} >= 0 and ${t.totalService} >= 0 and ${t.total} = ${t.subtotal} + ${t.totalService}`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .unique()
      .references(() => bills.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** CineFanPlus 'vigente'. */
    cinefan: boolean('cinefan').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_user_id_ends_at_idx').on(t.userId, t.endsAt),
    check('memberships_period_valid', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    cantidad: integer('cantidad').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    seatId: integer('seat_id').references(() => seats.id),
    /** Chosen recipe options of a combo: [{ group, codigo, descripcion }]. */
    recipe: jsonb('recipe').$type<{ group: string; codigo: string; descripcion: string }[]>(),
  },
  (t) => [
    index('bill_lines_bill_id_idx').on(t.billId),
    check('bill_lines_kind_valid', sql`${t.kind} in ('ticket', 'product')`),
    check('bill_lines_amounts_valid', sql`${t.cantidad} > 0 and ${t.unitPrice} >= 0 and ${t.total} = ${t.cantidad} * ${t.unitPrice}`),
  ],
);

/**
 * Seat holds of a función: the one row per (showtime, seat) that makes double selling impossible.
 * 'held' rows expire; 'paying' rows wait for the gateway and are never taken over; 'sold' is final.
 * Only server/checkout/holds.ts writes this table.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: id(),
    showtimeId: integer('showtime_id')
      .notNull()
      .references(() => showtimes.id, { onDelete: 'cascade' }),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    consecutivo: integer('score_consecutive')
      .notNull()
      .references(() => consecutives.numero),
    status: text('status').notNull(),
    expiresAt: instant('expires_at'),
    billId: integer('bill_id').references(() => bills.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('seat_holds_showtime_id_seat_id_unique').on(t.showtimeId, t.seatId),
    index('seat_holds_expires_at_idx').on(t.expiresAt).where(sql`${t.status} = 'held'`),
    // A purchase's holds by status, and a buyer's live holds in a función (the reservation's
    // checks): without them the planner combined the expiry index, whose dead entries pile up
    // between vacuums under a rush (0.9 ms per reservation after 20 s; 0.1 ms with them).
    index('seat_holds_consecutive_idx').on(t.consecutivo, t.status),
    index('seat_holds_user_showtime_held_idx').on(t.userId, t.showtimeId).where(sql`${t.status} = 'held'`),
    index('seat_holds_bill_id_idx').on(t.billId),
    check('seat_holds_status_valid', sql`${t.status} in ('held', 'paying', 'sold')`),
    check('seat_holds_held_expires', sql`${t.status} <> 'held' or ${t.expiresAt} is not null`),
    check('seat_holds_sold_final', sql`${t.status} <> 'sold' or ${t.expiresAt} is null`),
    check('seat_holds_bill_when_paying', sql`${t.status} = 'held' or ${t.billId} is not null`),
  ],
);

/**
 * A función's seat-map version: bumped (by a trigger of migration 0004, in the writer's own
 * transaction) by every statement that inserts, changes or deletes its seat_holds rows. A process
 * that read the función's occupied seats at version v may show them again while the version is
 * still v: nothing was held, released, paid or sold since.
 */
export const seatMapVersions = pgTable('seat_map_versions', {
  // No foreign key: deleting a función deletes its holds, whose trigger still writes here.
  showtimeId: integer('showtime_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** One per seat sold; code is the signed ticket code drawn as QR by our server. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    showtimeId: integer('showtime_id')
      .notNull()
      .references(() => showtimes.id),
    seatId: integer('seat_id')
      .notNull()
      .references(() => seats.id),
    code: text('code').notNull().unique(),
    /**
     * The key that signed `code`. A door online proves a code by this exact text in the database and
     * this key not retired, without checking its signature again; null for tickets signed before
     * the column (their signature is checked).
     */
    signingKeyId: integer('signing_key_id').references(() => ticketSigningKeys.id),
    voidedAt: instant('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_bill_id_idx').on(t.billId),
    // Second line of defence behind seat_holds: one valid ticket per seat and función.
    uniqueIndex('tickets_showtime_id_seat_id_valid_unique').on(t.showtimeId, t.seatId).where(sql`${t.voidedAt} is null`),
  ],
);

/** Gateway transactions of a bill. raw never holds card data. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    gateway: text('gateway').notNull(),
    method: text('method').notNull(),
    refPayco: text('ref_payco'),
    transactionId: text('transaction_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('COP'),
    status: text('status').notNull(),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    /**
     * Reconciliation's lease on this payment: no process looks it up at the gateway again before
     * this instant (server/payments/reconciliation.ts). Null: never looked at.
     */
    reconcileAfter: instant('reconcile_after'),
    /** How many times reconciliation asked the gateway about it. */
    lookups: integer('lookups').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One gateway transaction per bill: only the request that created the bill charges it.
    unique('payments_bill_id_unique').on(t.billId),
    index('payments_ref_payco_idx').on(t.refPayco),
    index('payments_status_created_at_idx').on(t.status, t.createdAt),
    check('payments_gateway_valid', sql`${t.gateway} in ('sandbox', 'epayco')`),
    check('payments_method_valid', sql`${t.method} in ('card', 'pse')`),
  ],
);

/**
 * Server-to-server confirmations as received, refused ones included (for audit). The unique key
 * over the accepted ones (refusal null) makes processing idempotent; a forged or refused
 * confirmation never takes the key a genuine one needs.
 */
export const gatewayConfirmations = pgTable(
  'gateway_confirmations',
  {
    id: id(),
    refPayco: text('ref_payco').notNull(),
    transactionId: text('transaction_id').notNull(),
    status: text('status').notNull(),
    billId: integer('bill_id').references(() => bills.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    signatureOk: boolean('signature_ok').notNull(),
    /** Why it was refused ('signature', 'unknown_bill', 'amount'); null when accepted and applied. */
    refusal: text('refusal'),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_confirmations_ref_transaction_status_unique')
      .on(t.refPayco, t.transactionId, t.status)
      .where(sql`${t.refusal} is null`),
    index('gateway_confirmations_bill_id_idx').on(t.billId),
    check('gateway_confirmations_refusal_valid', sql`${t.refusal} is null or ${t.refusal} in ('signature', 'unknown_bill', 'amount')`),
    check('gateway_confirmations_signed_when_accepted', sql`${t.refusal} is not null or ${t.signatureOk}`),
  ],
);

/**
 * The sandbox gateway's own book (what ePayco keeps on its side in production): one row per
 * transaction it created, with the state its test bank page or test card gave it. Our bills never
 * read it; only the sandbox does, to answer lookups and to serve its bank page.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    refPayco: text('ref_payco').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    invoice: text('invoice').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('COP'),
    status: text('status').notNull(),
    /** The bank page's secret (PSE): part of pse_url, never guessable. */
    bankToken: text('bank_token').unique(),
    bankCode: text('bank_code'),
    /** Set when the sandbox refunded it (its refund's reference); a refund asked again is refused. */
    refundedRef: text('refunded_ref'),
    /** Paid with the sandbox's test card whose refunds are refused (REFUND_REFUSED_CARD, server/payments/sandbox.ts). */
    refundRefused: boolean('refund_refused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sandbox_transactions_invoice_idx').on(t.invoice),
    check('sandbox_transactions_status_valid', sql`${t.status} in ('accepted', 'rejected', 'pending', 'failed')`),
    check('sandbox_transactions_method_valid', sql`${t.method} in ('card', 'pse')`),
  ],
);

// ---------------------------------------------------------------- mail and forms

/** A mail's file as the outbox keeps it: content in base64; `cid` when the HTML shows it inline. */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  content: string;
  cid?: string;
}

/** Outbox: mail is written here in the same transaction as what caused it, then sent. */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (tickets' QR images shown inline by cid, the función's .ics). */
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('outgoing_mail_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('outgoing_mail_to_idx').on(t.to, t.createdAt),
    check('outgoing_mail_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The states of a PQRS or an ethics report in its inbox (server/staff/servicio): radicada →
 * en_tramite → respondida (the answer e-mailed), or cerrada without reply with its reason.
 */
const inboxStateCheck = (name: string, state: unknown) => check(name, sql`${state} in ('radicada', 'en_tramite', 'respondida', 'cerrada')`);

export const pqrs = pgTable(
  'pqrs',
  {
    id: id(),
    radicado: text('radicado').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    typePqr: text('type_pqr').notNull(),
    message: text('message').notNull(),
    /** The legal due date set when it was filed; never rewritten (an extension has its own column). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    state: text('state').notNull().default('radicada'),
    assignedTo: integer('assigned_to').references(() => staffPeople.id),
    /** Ley 1755 de 2015, art. 14: at most one extension, its new date, reason and when. */
    extendedDueDate: date('extended_due_date', { mode: 'string' }),
    extensionReason: text('extension_reason'),
    extendedAt: instant('extended_at'),
    closedReason: text('closed_reason'),
    closedAt: instant('closed_at'),
    /** The answer: a draft while `answer_sent_at` is null, then kept as sent and never edited. */
    answerText: text('answer_text'),
    answerSavedAt: instant('answer_saved_at'),
    answerSavedBy: integer('answer_saved_by').references(() => staffPeople.id),
    answerSentAt: instant('answer_sent_at'),
    answerSentBy: integer('answer_sent_by').references(() => staffPeople.id),
  },
  (t) => [
    check('pqrs_type_valid', sql`${t.typePqr} in ('Felicitación', 'Queja', 'Reclamo', 'Sugerencia')`),
    inboxStateCheck('pqrs_state_valid', t.state),
    check('pqrs_extension_whole', sql`(${t.extendedDueDate} is null) = (${t.extensionReason} is null) and (${t.extendedDueDate} is null) = (${t.extendedAt} is null)`),
    check('pqrs_answered_when_sent', sql`(${t.state} = 'respondida') = (${t.answerSentAt} is not null)`),
    index('pqrs_open_due_idx').on(t.dueDate).where(sql`${t.state} in ('radicada', 'en_tramite')`),
    index('pqrs_created_idx').on(t.createdAt),
  ],
);

/**
 * Proof of each authorization given to treat personal data (Ley 1581 de 2012, art. 9; Decreto 1377
 * de 2013, art. 8): which published version of which page (contents.slug, contents.version) was
 * accepted, when (the database's clock) and from which client address, by an account, a PQRS or
 * an ethics report. Kept when the account is deleted: the law asks for the proof.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id),
    pqrsId: integer('pqrs_id').references(() => pqrs.id),
    ethicsReportId: integer('ethics_report_id').references(() => ethicsReports.id),
    document: text('document').notNull(),
    version: integer('version').notNull(),
    /** 'registro', 'nueva-version' (accepted at a later sign-in), 'pqrs', 'linea-etica'. */
    via: text('via').notNull(),
    /** The client address; null for the ethics line, whose reporters may stay anonymous. */
    address: text('address'),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    index('authorizations_user_id_idx').on(t.userId, t.document),
    index('authorizations_pqrs_id_idx').on(t.pqrsId),
    check('authorizations_one_subject', sql`num_nonnulls(${t.userId}, ${t.pqrsId}, ${t.ethicsReportId}) = 1`),
    check('authorizations_via_valid', sql`${t.via} in ('registro', 'nueva-version', 'pqrs', 'linea-etica')`),
  ],
);

export const ethicsReports = pgTable(
  'ethics_reports',
  {
    id: id(),
    radicado: text('radicado').notNull().unique(),
    details: text('details').notNull(),
    company: text('company').notNull(),
    whistleblower: text('whistleblower').notNull(),
    name: text('name'),
    email: text('email'),
    createdAt: createdAt(),
    state: text('state').notNull().default('radicada'),
    closedReason: text('closed_reason'),
    closedAt: instant('closed_at'),
    answerText: text('answer_text'),
    answerSavedAt: instant('answer_saved_at'),
    answerSavedBy: integer('answer_saved_by').references(() => staffPeople.id),
    answerSentAt: instant('answer_sent_at'),
    answerSentBy: integer('answer_sent_by').references(() => staffPeople.id),
  },
  (t) => [
    inboxStateCheck('ethics_reports_state_valid', t.state),
    check('ethics_reports_answered_when_sent', sql`(${t.state} = 'respondida') = (${t.answerSentAt} is not null)`),
    check('ethics_reports_answer_needs_email', sql`${t.answerText} is null or ${t.email} is not null`),
    index('ethics_reports_created_idx').on(t.createdAt),
  ],
);

/** Internal notes on a PQRS or an ethics report (never sent to the person). */
export const reportNotes = pgTable(
  'report_notes',
  {
    id: id(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    personId: integer('person_id').references(() => staffPeople.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_notes_owner_idx').on(t.ownerKind, t.ownerId, t.id), check('report_notes_owner_kind_valid', sql`${t.ownerKind} in ('pqrs', 'ethics')`)],
);

/**
 * Days that are not business days beyond Colombia's public holidays (a decree the holiday library
 * does not know yet): legal deadlines computed after the day is added skip it.
 */
export const nonWorkingDays = pgTable('non_working_days', {
  id: id(),
  day: date('day', { mode: 'string' }).notNull().unique(),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => staffPeople.id),
  createdAt: createdAt(),
});

/** The morning digest of overdue and due-soon PQRS, one row per Bogotá day it went out (once across processes). */
export const servicioDigests = pgTable('servicio_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  mails: integer('mails').notNull(),
  pqrs: integer('pqrs').notNull(),
  createdAt: createdAt(),
});

/** Attachments of PQRS and ethics reports, stored on disk outside the web root. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerKind, t.ownerId),
    check('uploads_owner_kind_valid', sql`${t.ownerKind} in ('pqrs', 'ethics')`),
    check('uploads_size_valid', sql`${t.size} >= 0`),
  ],
);

/**
 * Captcha answers already accepted (ALTCHA challenge nonce, or sha256 of a reCAPTCHA token), so a
 * replayed answer is refused by every server process. Rows past `expires_at` are purged on insert.
 */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    key: text('key').primaryKey(),
    provider: text('provider').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt), check('captcha_uses_provider_valid', sql`${t.provider} in ('altcha', 'recaptcha')`)],
);

/**
 * Request limits every server process shares (server/http/limits/store.ts): how many requests a
 * key (sha256 of the limit's name and what it counts by) has made in its current window. A row past
 * `window_ends` starts a new window on its next request; the clean-up job deletes the old ones.
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: instant('window_ends').notNull(),
  },
  (t) => [index('request_limits_window_ends_idx').on(t.windowEnds), check('request_limits_hits_positive', sql`${t.hits} > 0`)],
);

// ---------------------------------------------------------------- staff (server/staff)

/** The cinema's staff: a password, a TOTP second factor and roles. Never deleted: deactivated. */
export const staffPeople = pgTable(
  'staff_people',
  {
    id: id(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238). */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    totpLastStep: integer('totp_last_step'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    deactivatedAt: instant('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('staff_people_email_lowercase', sql`${t.email} = lower(${t.email})`),
    // The contract's StaffRole values (a test keeps them equal).
    check('staff_people_roles_valid', sql`${t.roles} <@ array['admin', 'programacion', 'servicio', 'finanzas', 'porteria', 'etica']::text[]`),
  ],
);

/** Ten one-time recovery codes per person, as sha256 hashes; spent ones keep `used_at`. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_person_idx').on(t.personId)],
);

/**
 * One-time links that make a staff account: an admin's invitation (e-mail, name and roles given) or
 * the first admin's setup link that the server prints while no admin exists (kind 'setup': the
 * person types e-mail and name). The TOTP secret is made with the link, so its page can show the QR.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    name: text('name'),
    roles: text('roles').array().notNull(),
    totpSecret: text('totp_secret').notNull(),
    invitedBy: integer('invited_by').references(() => staffPeople.id),
    /** Who the link made, once used. */
    personId: integer('person_id').references(() => staffPeople.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_invitations_kind_valid', sql`${t.kind} in ('invitation', 'setup')`),
    check('staff_invitations_email_given', sql`(${t.kind} = 'setup') = (${t.email} is null)`),
    check('staff_invitations_roles_valid', sql`${t.roles} <@ array['admin', 'programacion', 'servicio', 'finanzas', 'porteria', 'etica']::text[]`),
  ],
);

export type StaffSessionRevokedReason = 'cerrada' | 'rol_retirado' | 'desactivado';

/** Staff sessions (their own cookie): 12 hours at most, 30 minutes idle; only the token's hash is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
    /** Why it was revoked: 'cerrada' (signed out), 'rol_retirado' (a role removed), 'desactivado' (the person deactivated). */
    revokedReason: text('revoked_reason').$type<StaffSessionRevokedReason>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_sessions_person_idx').on(t.personId),
    check('staff_sessions_revoked_reason_valid', sql`${t.revokedReason} in ('cerrada', 'rol_retirado', 'desactivado')`),
    check('staff_sessions_revoked_reason_given', sql`(${t.revokedReason} is null) or (${t.revokedAt} is not null)`),
  ],
);

/**
 * The audit log: one line per staff write (server/staff/audit). Append-only in the database itself:
 * a trigger refuses UPDATE, DELETE and TRUNCATE (viziona_audit_append_only).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: id(),
    at: instant('at').notNull().defaultNow(),
    /** Who; null only for a line no person wrote. */
    personId: integer('person_id').references(() => staffPeople.id),
    /** The role the operation was allowed by (null: one any staff person, or nobody signed in, may do). */
    role: text('role'),
    /** Dotted, e.g. staff.invite, staff.roles.change. */
    action: text('action').notNull(),
    /** What it was done to, e.g. staff_person:12. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client address (the trusted one: server/options.ts). */
    address: text('address').notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_person_idx').on(t.personId, t.id),
    index('staff_audit_target_idx').on(t.target, t.id),
    index('staff_audit_action_idx').on(t.action, t.id),
  ],
);

// ---------------------------------------------------------------- tickets at the door (issue 28)

/** PostgreSQL's 64-bit transaction id: what a sync cursor compares (server/staff/porteria/cursores.ts). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
/** The writing transaction's id, set on every insert and change: a sync cursor misses no commit. */
const changedXid = () =>
  xid8('changed_xid')
    .notNull()
    .default(sql`pg_current_xact_id()`);

/**
 * The keys that sign ticket codes (server/tickets/keys.ts). Key 1 is the key the server had before
 * keys got ids (TICKET_SIGNING_KEY, or the pair kept in server_secrets), so no ticket is signed
 * again. State: active (signs new tickets; one at a time), published (still verifies), retired
 * (no longer published; its tickets are refused).
 */
export const ticketSigningKeys = pgTable(
  'ticket_signing_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    /** The 32 bytes of the public key, base64url. */
    publicKeyRaw: text('public_key_raw').notNull(),
    /** PKCS#8 PEM; null when the private key is TICKET_SIGNING_KEY. */
    privateKey: text('private_key'),
    state: text('state').notNull(),
    createdAt: createdAt(),
    stateChangedAt: instant('state_changed_at').notNull().defaultNow(),
    changedXid: changedXid(),
  },
  (t) => [
    check('ticket_signing_keys_state_valid', sql`${t.state} in ('active', 'published', 'retired')`),
    uniqueIndex('ticket_signing_keys_one_active').on(t.state).where(sql`${t.state} = 'active'`),
  ],
);

/**
 * Every scan a door sent (server/staff/porteria): its nonce (a repeat answers `answer` again), the
 * server's decision and, when it let the person in, `accepted`. The guard: at most one accepted,
 * not undone, scan per ticket key (`porteria_ingresos_one_entry`), so two doors never both let a
 * ticket in. An offline scan that lost to an earlier one (by the devices' clocks) keeps
 * `duplicate_offline`.
 */
export const porteriaIngresos = pgTable(
  'porteria_ingresos',
  {
    id: id(),
    nonce: text('nonce').notNull().unique(),
    /** `<bill>.<showtime>.<seat>`; null when the code's signature failed. */
    ticketKey: text('ticket_key'),
    bill: text('bill'),
    showtimeId: integer('showtime_id'),
    seatId: integer('seat_id'),
    theaterId: integer('theater_id').notNull(),
    roomId: integer('room_id'),
    door: text('door').notNull(),
    device: text('device').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id),
    /** The device's clock. */
    scannedAt: instant('scanned_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    offline: boolean('offline').notNull(),
    result: text('result').notNull(),
    accepted: boolean('accepted').notNull().default(false),
    duplicateOffline: boolean('duplicate_offline').notNull().default(false),
    undoneAt: instant('undone_at'),
    /** The IngresoScanResult answered (without `repeated`). */
    answer: jsonb('answer').notNull(),
    changedXid: changedXid(),
  },
  (t) => [
    uniqueIndex('porteria_ingresos_one_entry').on(t.ticketKey).where(sql`${t.accepted} and ${t.undoneAt} is null`),
    index('porteria_ingresos_showtime_xid_idx').on(t.showtimeId, t.changedXid),
    index('porteria_ingresos_device_idx').on(t.device, t.id),
    index('porteria_ingresos_duplicates_idx').on(t.showtimeId).where(sql`${t.duplicateOffline}`),
    check(
      'porteria_ingresos_result_valid',
      sql`${t.result} in ('valido', 'ya_usado', 'firma_invalida', 'anulado', 'otro_teatro', 'otra_sala', 'fuera_de_horario')`,
    ),
    check('porteria_ingresos_accepted_valid', sql`not ${t.accepted} or (${t.result} = 'valido' and ${t.ticketKey} is not null)`),
  ],
);

/**
 * What stops a ticket from entering, as it happens (filled by triggers on bills and showtimes,
 * migration): a bill rejected, refunded or flagged for refund, a función cancelled. The doors
 * fetch it with a cursor.
 */
export const ticketRevocations = pgTable(
  'ticket_revocations',
  {
    id: id(),
    kind: text('kind').notNull(),
    bill: text('bill'),
    showtimeId: integer('showtime_id').notNull(),
    at: instant('at').notNull().defaultNow(),
    changedXid: changedXid(),
  },
  (t) => [
    check('ticket_revocations_kind_valid', sql`${t.kind} in ('factura', 'funcion')`),
    check('ticket_revocations_bill_given', sql`(${t.kind} = 'factura') = (${t.bill} is not null)`),
    index('ticket_revocations_showtime_xid_idx').on(t.showtimeId, t.changedXid),
  ],
);

/**
 * The finance desk's refunds (server/staff/finanzas/reembolsos.ts): one row per attempt to give a
 * flagged bill's money back, through the gateway or recorded as returned outside the site. At most
 * one attempt per bill is in progress or done (the partial unique index), so two staff pressing at
 * once, on any process, refund once. The bill itself moves only through server/bills/moves.ts.
 */
export const billRefunds = pgTable(
  'bill_refunds',
  {
    id: id(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    /** 'pasarela': asked of the payment gateway; 'externo': the money went back outside the site. */
    via: text('via').notNull(),
    amount: integer('amount').notNull(),
    /** 'en_curso' while the gateway is asked, then 'hecho' or 'rechazado'. */
    status: text('status').notNull(),
    /** The gateway's refund reference, or the staff's for money returned outside the site. */
    reference: text('reference'),
    /** The gateway's words when it refused. */
    answer: text('answer'),
    personId: integer('person_id')
      .notNull()
      .references(() => staffPeople.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bill_refunds_one_live_per_bill').on(t.billId).where(sql`${t.status} in ('en_curso', 'hecho')`),
    index('bill_refunds_bill_id_idx').on(t.billId),
    check('bill_refunds_via_valid', sql`${t.via} in ('pasarela', 'externo')`),
    check('bill_refunds_status_valid', sql`${t.status} in ('en_curso', 'hecho', 'rechazado')`),
    check('bill_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The finance desk's daily sales, kept as the accepted bills' figures summed per Bogotá day of
 * payment, theater and función (showtime_id null: the Club's memberships of that theater and day),
 * so the report (server/staff/finanzas/ventas.ts) reads a row per day and función instead of every
 * bill line. Written only by the bill moves (server/bills/ventas-diarias.ts), in the move's own
 * transaction: accepting adds the bill, flagging an accepted bill for refund takes it out. Made
 * again from the bills by viziona_daily_sales_rebuild() (the migration's backfill).
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    theaterId: integer('theater_id')
      .notNull()
      .references(() => theaters.id),
    showtimeId: integer('showtime_id').references(() => showtimes.id),
    tickets: integer('tickets').notNull().default(0),
    /** Confitería units (combos and products). */
    combos: integer('combos').notNull().default(0),
    memberships: integer('memberships').notNull().default(0),
    /** Integer pesos: what buyers paid, service fees included, and those fees. */
    gross: integer('gross').notNull().default(0),
    service: integer('service').notNull().default(0),
    bills: integer('bills').notNull().default(0),
  },
  (t) => [
    unique('daily_sales_day_theater_funcion_unique').on(t.day, t.theaterId, t.showtimeId).nullsNotDistinct(),
    index('daily_sales_showtime_id_idx').on(t.showtimeId),
  ],
);

// ---------------------------------------------------------------- relations (for db.query.*)

export const theatersRelations = relations(theaters, ({ many }) => ({ rooms: many(rooms) }));

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  memberships: many(memberships),
  bills: many(bills),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({ user: one(users, { fields: [sessions.userId], references: [users.id] }) }));

export const filmsRelations = relations(films, ({ many }) => ({ showtimes: many(showtimes) }));

export const roomsRelations = relations(rooms, ({ one, many }) => ({
  theater: one(theaters, { fields: [rooms.theaterId], references: [theaters.id] }),
  seats: many(seats),
  showtimes: many(showtimes),
  prices: many(zonePrices),
}));

export const zonesRelations = relations(zones, ({ many }) => ({ seats: many(seats), prices: many(zonePrices) }));

export const seatsRelations = relations(seats, ({ one }) => ({
  room: one(rooms, { fields: [seats.roomId], references: [rooms.id] }),
  zone: one(zones, { fields: [seats.zoneId], references: [zones.id] }),
}));

export const showtimesRelations = relations(showtimes, ({ one, many }) => ({
  film: one(films, { fields: [showtimes.filmId], references: [films.id] }),
  room: one(rooms, { fields: [showtimes.roomId], references: [rooms.id] }),
  holds: many(seatHolds),
}));

export const zonePricesRelations = relations(zonePrices, ({ one }) => ({
  room: one(rooms, { fields: [zonePrices.roomId], references: [rooms.id] }),
  zone: one(zones, { fields: [zonePrices.zoneId], references: [zones.id] }),
}));

export const confectioneryCategoriesRelations = relations(confectioneryCategories, ({ many }) => ({ items: many(confectioneryItems) }));

export const confectioneryItemsRelations = relations(confectioneryItems, ({ one }) => ({
  category: one(confectioneryCategories, { fields: [confectioneryItems.categoryId], references: [confectioneryCategories.id] }),
  product: one(scoreProducts, { fields: [confectioneryItems.scoreId], references: [scoreProducts.id] }),
}));

export const scoreProductsRelations = relations(scoreProducts, ({ many }) => ({ recipe: many(comboRecipeGroups) }));

export const comboRecipeGroupsRelations = relations(comboRecipeGroups, ({ one, many }) => ({
  product: one(scoreProducts, { fields: [comboRecipeGroups.productId], references: [scoreProducts.id] }),
  options: many(comboRecipeOptions),
}));

export const comboRecipeOptionsRelations = relations(comboRecipeOptions, ({ one }) => ({
  group: one(comboRecipeGroups, { fields: [comboRecipeOptions.groupId], references: [comboRecipeGroups.id] }),
}));

export const contentGroupsRelations = relations(contentGroups, ({ many }) => ({ contents: many(contents) }));

export const contentsRelations = relations(contents, ({ one }) => ({
  group: one(contentGroups, { fields: [contents.groupId], references: [contentGroups.id] }),
}));

export const billsRelations = relations(bills, ({ one, many }) => ({
  user: one(users, { fields: [bills.userId], references: [users.id] }),
  theater: one(theaters, { fields: [bills.theaterId], references: [theaters.id] }),
  showtime: one(showtimes, { fields: [bills.showtimeId], references: [showtimes.id] }),
  payBrand: one(payBrands, { fields: [bills.payBrandId], references: [payBrands.id] }),
  lines: many(billLines),
  tickets: many(tickets),
  payments: many(payments),
  holds: many(seatHolds),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
  bill: one(bills, { fields: [memberships.billId], references: [bills.id] }),
}));

export const billLinesRelations = relations(billLines, ({ one }) => ({
  bill: one(bills, { fields: [billLines.billId], references: [bills.id] }),
  seat: one(seats, { fields: [billLines.seatId], references: [seats.id] }),
}));

export const seatHoldsRelations = relations(seatHolds, ({ one }) => ({
  showtime: one(showtimes, { fields: [seatHolds.showtimeId], references: [showtimes.id] }),
  seat: one(seats, { fields: [seatHolds.seatId], references: [seats.id] }),
  bill: one(bills, { fields: [seatHolds.billId], references: [bills.id] }),
}));

export const ticketsRelations = relations(tickets, ({ one }) => ({
  bill: one(bills, { fields: [tickets.billId], references: [bills.id] }),
  showtime: one(showtimes, { fields: [tickets.showtimeId], references: [showtimes.id] }),
  seat: one(seats, { fields: [tickets.seatId], references: [seats.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({ bill: one(bills, { fields: [payments.billId], references: [bills.id] }) }));

// ---------------------------------------------------------------- server internals

/**
 * Secrets the server makes for itself on first boot (the keyPay HMAC key, the ticket signing key
 * pair…), kept here so every process shares them. Only server/checkout/secrets.ts writes it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Periodic jobs (server/jobs): one row per job. A process runs a job only after taking its row
 * with `locked_until = now() + lease` where `locked_until < now()`, so several processes never
 * run the same job at once and the job runs about once per lease.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  lockedUntil: instant('locked_until').notNull().default(sql`'-infinity'`),
  lockedBy: text('locked_by'),
  lastStartedAt: instant('last_started_at'),
  lastFinishedAt: instant('last_finished_at'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});
