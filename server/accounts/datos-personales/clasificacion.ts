// What deleting a moviegoer's account does to every column of the database (issue 32). Each column
// is either not personal data, or personal data with what deletion does to it and why. The test
// tests/server/accounts/datos-personales/clasificacion.test.ts reads the database's columns and
// fails on one missing here (so a new column can't be forgotten), and checks on a real footprint
// that deletion does what each entry says.

/**
 * - borrado: the row or the value is gone.
 * - anonimizado: the row stays (other rows need it) with a value that no longer says who it was.
 * - conservado: kept as it was, because the law obliges it or it is what proves the law was kept.
 * - copiado: filled at deletion with what the law obliges to keep (the bill's buyer).
 * - ajeno: personal data of someone else than a moviegoer's account (staff, ethics reporters):
 *   deleting an account never touches it.
 */
export type Handling = 'no-personal' | 'borrado' | 'anonimizado' | 'conservado' | 'copiado' | 'ajeno';

export interface TableRule {
  /** Why the table's personal columns are handled as they are. */
  why: string;
  /**
   * The rows of one account's footprint, as an SQL condition on the table (alias-free), with
   * $user and $email for the account; absent for tables no account's deletion touches.
   */
  rowsOf?: string;
  /** Every column of the table. */
  columns: Record<string, Handling>;
}

const none = (...names: string[]): Record<string, Handling> => Object.fromEntries(names.map((n) => [n, 'no-personal' as const]));
const billIds = 'bill_id in (select id from bills where user_id = $user)';

export const CLASIFICACION: Record<string, TableRule> = {
  users: {
    why: 'La fila queda como lápida anónima: las facturas la referencian. Correo y documento liberados para un registro nuevo.',
    rowsOf: 'id = $user',
    columns: {
      ...none('id', 'created_at', 'updated_at', 'deleted_at', 'doc_type'),
      email: 'anonimizado',
      doc_number: 'anonimizado',
      password_hash: 'anonimizado',
      name: 'anonimizado',
      lastname: 'anonimizado',
      phone: 'anonimizado',
      birthday: 'borrado',
      sex: 'borrado',
      email_verified_at: 'borrado',
    },
  },
  sessions: { why: 'La cuenta se cierra de inmediato.', rowsOf: 'user_id = $user', columns: { ...none('id', 'token_hash', 'user_id', 'expires_at', 'revoked_at'), created_at: 'borrado' } },
  password_resets: { why: 'Enlaces de una cuenta cerrada.', rowsOf: 'user_id = $user', columns: { ...none('id', 'code_hash', 'user_id', 'expires_at', 'used_at'), created_at: 'borrado' } },
  verification_codes: { why: 'Códigos de una cuenta cerrada.', rowsOf: 'user_id = $user', columns: { ...none('id', 'user_id', 'code_hash', 'expires_at', 'used_at', 'attempts'), created_at: 'borrado' } },
  memberships: { why: 'La membresía activa se pierde al eliminar la cuenta (se avisa antes de confirmar).', rowsOf: 'user_id = $user', columns: { ...none('id', 'bill_id', 'cinefan', 'created_at'), user_id: 'borrado', starts_at: 'borrado', ends_at: 'borrado' } },
  bills: {
    why: 'Factura: se conserva el término tributario (cinco años, Estatuto Tributario art. 632) con el nombre y el documento del comprador y nada más.',
    rowsOf: 'user_id = $user',
    columns: {
      ...none('id', 'number', 'theater_id', 'showtime_id', 'pay_type', 'pay_method', 'pay_brand_id', 'status_id', 'subtotal', 'total_service', 'total', 'score_consecutive', 'device', 'needs_refund', 'note', 'refunded_at', 'refund_reference', 'updated_at'),
      user_id: 'conservado',
      paid_at: 'conservado',
      created_at: 'conservado',
      buyer_name: 'copiado',
      buyer_doc_type: 'copiado',
      buyer_doc_number: 'copiado',
    },
  },
  bill_lines: { why: 'Líneas de la factura (qué se compró): parte de la factura.', rowsOf: billIds, columns: { ...none('id', 'bill_id', 'kind', 'codigo', 'descripcion', 'unit_price', 'total', 'seat_id', 'recipe'), cantidad: 'conservado' } },
  tickets: { why: 'Soporte de la factura; las entradas futuras que la persona aceptó perder quedan anuladas.', rowsOf: billIds, columns: { ...none('id', 'bill_id', 'showtime_id', 'seat_id', 'code', 'signing_key_id', 'voided_at', 'created_at') } },
  payments: { why: 'Soporte del pago de la factura; la respuesta de la pasarela no guarda datos de la persona (ni de la tarjeta).', rowsOf: billIds, columns: { ...none('id', 'bill_id', 'gateway', 'method', 'ref_payco', 'transaction_id', 'amount', 'currency', 'status', 'reconcile_after', 'lookups', 'created_at', 'updated_at'), raw: 'conservado' } },
  gateway_confirmations: { why: 'Confirmación firmada de la pasarela: soporte contable del pago, mismo término que la factura.', rowsOf: billIds, columns: { ...none('id', 'ref_payco', 'transaction_id', 'status', 'bill_id', 'signature_ok', 'refusal', 'received_at'), payload: 'conservado' } },
  consecutives: { why: 'Número de la compra; apunta a la lápida.', rowsOf: 'user_id = $user', columns: { ...none('secuencia', 'theater_id', 'created_at'), user_id: 'conservado' } },
  seat_holds: { why: 'Sillas vendidas de la factura; apuntan a la lápida.', rowsOf: 'user_id = $user', columns: { ...none('id', 'showtime_id', 'seat_id', 'score_consecutive', 'status', 'expires_at', 'bill_id', 'created_at', 'updated_at'), user_id: 'conservado' } },
  outgoing_mail: { why: 'Los correos enviados a la persona (tickets, códigos, enlaces) se borran; queda solo la confirmación de la eliminación hasta que se envía y la limpieza borra su cuerpo.', rowsOf: '"to" = $email', columns: { ...none('id', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'), to: 'borrado', subject: 'borrado', text: 'borrado', html: 'borrado', attachments: 'borrado' } },
  authorizations: { why: 'Prueba de la autorización (Ley 1581 art. 17 b; Decreto 1377 art. 8): se conserva.', rowsOf: 'user_id = $user', columns: { ...none('id', 'user_id', 'pqrs_id', 'ethics_report_id', 'document', 'version', 'via'), address: 'conservado', accepted_at: 'conservado' } },
  pqrs: {
    why: 'Una PQRS radicada es una petición que la empresa debe responder y archivar (Ley 1755 de 2015); no está atada a la cuenta sino al correo con que se envió, y se conserva.',
    rowsOf: 'email = $email',
    columns: {
      ...none('id', 'radicado', 'type_pqr', 'due_date', 'created_at', 'state', 'assigned_to', 'extended_due_date', 'extended_at', 'closed_at', 'answer_saved_at', 'answer_saved_by', 'answer_sent_at', 'answer_sent_by'),
      name: 'conservado',
      email: 'conservado',
      phone: 'conservado',
      message: 'conservado',
      // The service desk's answer, its extension's reason and why it was closed: part of the petition's record.
      answer_text: 'conservado',
      extension_reason: 'conservado',
      closed_reason: 'conservado',
    },
  },
  report_notes: {
    why: 'Notas internas que escribe el personal sobre una PQRS o un reporte ético: siguen a su radicado, que se conserva; borrar una cuenta no las toca.',
    columns: { ...none('id', 'owner_kind', 'owner_id', 'person_id', 'created_at'), text: 'ajeno' },
  },
  uploads: { why: 'Adjuntos de PQRS y reportes éticos: siguen a su radicado.', columns: { ...none('id', 'owner_kind', 'owner_id', 'mime', 'size', 'sha256', 'storage_path', 'created_at'), original_name: 'ajeno' } },
  ethics_reports: { why: 'Reportes de la línea ética: quien reporta puede ser anónimo y no tiene cuenta; solo el rol ética los lee.', columns: { ...none('id', 'radicado', 'company', 'whistleblower', 'created_at', 'state', 'closed_at', 'answer_saved_at', 'answer_saved_by', 'answer_sent_at', 'answer_sent_by'), details: 'ajeno', name: 'ajeno', email: 'ajeno', answer_text: 'ajeno', closed_reason: 'ajeno' } },
  staff_people: { why: 'Personal del cine, no clientes.', columns: { ...none('id', 'password_hash', 'totp_secret', 'totp_last_step', 'roles', 'deactivated_at', 'created_at', 'updated_at'), email: 'ajeno', name: 'ajeno' } },
  staff_invitations: { why: 'Personal del cine.', columns: { ...none('id', 'kind', 'token_hash', 'roles', 'totp_secret', 'invited_by', 'person_id', 'expires_at', 'used_at', 'created_at'), email: 'ajeno', name: 'ajeno' } },
  staff_recovery_codes: { why: 'Personal del cine.', columns: none('id', 'person_id', 'code_hash', 'used_at', 'created_at') },
  staff_sessions: { why: 'Personal del cine.', columns: none('id', 'token_hash', 'person_id', 'expires_at', 'last_seen_at', 'revoked_at', 'revoked_reason', 'created_at') },
  staff_audit: { why: 'Registro del personal, solo líneas nuevas; nombra personal, no clientes.', columns: { ...none('id', 'at', 'person_id', 'role', 'action', 'target', 'before', 'after'), address: 'ajeno' } },
  porteria_ingresos: {
    why: 'Entradas registradas en la puerta: como las boletas, soporte de la factura; nombran la boleta y la puerta, no a la persona.',
    columns: none('id', 'nonce', 'device', 'person_id', 'theater_id', 'room_id', 'door', 'bill', 'showtime_id', 'seat_id', 'ticket_key', 'result', 'answer', 'accepted', 'offline', 'duplicate_offline', 'scanned_at', 'received_at', 'undone_at', 'changed_xid'),
  },
  ticket_revocations: { why: 'Boletas anuladas (factura o función), para las puertas.', columns: none('id', 'kind', 'bill', 'showtime_id', 'at', 'changed_xid') },
  bill_refunds: { why: 'Reembolsos de una factura: soporte contable, mismo término que la factura.', columns: none('id', 'bill_id', 'via', 'amount', 'status', 'reference', 'answer', 'person_id', 'created_at', 'updated_at') },
  // Tables with no personal data: the catalogue, the site's content, counters and machinery.
  ticket_signing_keys: { why: 'Llaves que firman las boletas.', columns: none('id', 'state', 'private_key', 'public_key', 'public_key_raw', 'created_at', 'state_changed_at', 'changed_xid') },
  non_working_days: { why: 'Calendario de días no hábiles.', columns: none('id', 'day', 'reason', 'created_by', 'created_at') },
  servicio_digests: { why: 'Resumen diario enviado al personal.', columns: none('day', 'mails', 'pqrs', 'created_at') },
  daily_sales: { why: 'Ventas sumadas por día, teatro y función: cifras, sin compradores.', columns: none('day', 'theater_id', 'showtime_id', 'tickets', 'combos', 'memberships', 'gross', 'service', 'bills') },
  theaters: { why: 'Datos del cine.', columns: none('id', 'slug', 'name', 'fullname', 'address', 'email', 'phone', 'created_at') },
  media: { why: 'Imágenes del sitio.', columns: none('id', 'name', 'mime', 'bytes', 'created_at') },
  register_tokens: { why: "Fichas 'no soy un robot', sin dueño.", columns: none('id', 'token_hash', 'expires_at', 'used_at', 'created_at') },
  films: { why: 'Catálogo.', columns: none('id', 'slug', 'title', 'original_title', 'poster', 'type', 'date_release', 'rating', 'duration', 'director', 'language', 'country', 'synopsis', 'trailer', 'genre', 'backdrop', 'retired_at', 'created_at') },
  rooms: { why: 'Catálogo.', columns: none('id', 'theater_id', 'slug', 'name', 'complement', 'image', 'image_2', 'short_description', 'description', 'max_seats_per_purchase', 'capacity', 'position', 'lone_seat_mode', 'focus_fila', 'focus_columna', 'created_at') },
  zones: { why: 'Catálogo.', columns: none('id', 'theater_id', 'room_id', 'name', 'codigo', 'position') },
  seats: { why: 'Catálogo.', columns: none('id', 'room_id', 'fila_total', 'columna_total', 'fila_relativa', 'columna_relativa', 'tipo_silla', 'zone_id') },
  showtimes: { why: 'Catálogo.', columns: none('id', 'film_id', 'room_id', 'starts_at', 'format', 'version', 'cancelled_at', 'cancel_reason', 'created_at') },
  zone_prices: { why: 'Precios.', columns: none('id', 'room_id', 'zone_id', 'format', 'codigo', 'zona', 'valor', 'descripcion', 'club_valor', 'cliente_frecuente') },
  confectionery_categories: { why: 'Catálogo.', columns: none('id', 'name', 'position') },
  score_products: { why: 'Catálogo.', columns: none('id', 'theater_id', 'codigo', 'descripcion', 'tipo', 'cantidad', 'cinefan_plus', 'precio_general', 'precio_otro_pago', 'image', 'position', 'disponible') },
  confectionery_items: { why: 'Catálogo.', columns: none('id', 'name', 'image', 'description', 'category_id', 'score_id', 'position') },
  combo_recipe_groups: { why: 'Catálogo.', columns: none('id', 'product_id', 'codigo', 'name', 'cantidad', 'position') },
  combo_recipe_options: { why: 'Catálogo.', columns: none('id', 'group_id', 'codigo', 'descripcion', 'position') },
  settings: { why: 'Ajustes del sitio.', columns: none('key', 'value', 'complement', 'extra', 'updated_at') },
  content_groups: { why: 'Contenido.', columns: none('id', 'slug', 'name') },
  contents: { why: 'Contenido.', columns: none('id', 'slug', 'group_id', 'title', 'subtitle', 'image', 'content', 'position', 'version', 'created_at', 'updated_at') },
  banners: { why: 'Contenido.', columns: none('id', 'image', 'name', 'url', 'target', 'position') },
  galleries: { why: 'Contenido.', columns: none('id', 'image', 'name', 'position') },
  pay_brands: { why: 'Medios de pago.', columns: none('id', 'name', 'image', 'score_payment_method', 'pay_with_card', 'pay_with_pse', 'position') },
  banks: { why: 'Bancos PSE.', columns: none('id', 'bank_code', 'bank_name') },
  seat_map_versions: { why: 'Contador.', columns: none('showtime_id', 'version') },
  sandbox_transactions: { why: 'Libro de la pasarela de pruebas: montos y estados, sin personas.', columns: none('ref_payco', 'transaction_id', 'invoice', 'method', 'amount', 'currency', 'status', 'bank_token', 'bank_code', 'refunded_ref', 'refund_refused', 'created_at', 'updated_at') },
  captcha_uses: { why: 'Respuestas de captcha usadas (claves), sin personas.', columns: none('key', 'provider', 'expires_at', 'created_at') },
  request_limits: { why: 'Contadores de límites; claves guardadas como sha256, nunca la dirección ni el correo.', columns: none('key', 'hits', 'window_ends') },
  server_secrets: { why: 'Llaves del servidor.', columns: none('name', 'value', 'created_at') },
  jobs: { why: 'Trabajos periódicos.', columns: none('name', 'locked_until', 'locked_by', 'last_started_at', 'last_finished_at', 'last_error', 'runs') },
};
