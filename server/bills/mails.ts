// The purchase e-mails, in Spanish, written into the outbox in the same transaction as what caused
// them (server/bills/moves.ts): the tickets when a payment is accepted (one QR per seat drawn by our
// server and embedded, plus the función as a calendar file), the notice that the money goes back
// (a late payment found its seats sold to someone else, or the función was cancelled), and the
// notice that it went back.
import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ZONE } from '../db/constants.ts';
import type { DbOrTx } from '../db/open.ts';
import { billLines, bills, films, rooms, seats, showtimes, theaters, tickets, users } from '../db/schema.ts';
import type { Mail } from '../mail/outbox.ts';
import { formatPesos } from '../../openapi/money.ts';
import { funcionCalendar } from '../tickets/calendar.ts';
import { qrPng } from '../tickets/qr.ts';
import type { TicketKeys } from '../tickets/codes.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function buyerAndBill(tx: DbOrTx, billId: number) {
  const [row] = await tx
    .select({ bill: bills, email: users.email, name: users.name, theater: theaters.fullname })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .innerJoin(theaters, eq(theaters.id, bills.theaterId))
    .where(eq(bills.id, billId))
    .limit(1);
  return row;
}

async function funcionOf(tx: DbOrTx, showtimeId: number) {
  const [row] = await tx
    .select({ startsAt: showtimes.startsAt, format: showtimes.format, version: showtimes.version, title: films.title, minutes: films.duration, room: rooms.name })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(rooms, eq(rooms.id, showtimes.roomId))
    .where(eq(showtimes.id, showtimeId))
    .limit(1);
  return row;
}

/** Subject of the tickets e-mail (tests look for it). */
export const ticketsSubject = (bill: string) => `Tus boletas de Viziona · factura ${bill}`;
export const REFUND_SUBJECT = 'Tu pago en Viziona será reembolsado';
export const REFUNDED_SUBJECT = 'Te devolvimos tu pago en Viziona';

/** The accepted bill's tickets: everything the buyer needs at the door, QR images inline, .ics attached. */
export async function ticketsMail(tx: DbOrTx, _keys: TicketKeys, billId: number): Promise<Mail> {
  const { bill, email, name, theater } = await buyerAndBill(tx, billId);
  const f = await funcionOf(tx, bill.showtimeId!);
  const lines = await tx.select().from(billLines).where(eq(billLines.billId, billId)).orderBy(asc(billLines.id));
  const codes = await tx
    .select({ code: tickets.code, fila: seats.filaRelativa, columna: seats.columnaRelativa })
    .from(tickets)
    .innerJoin(seats, eq(seats.id, tickets.seatId))
    .where(eq(tickets.billId, billId))
    .orderBy(asc(tickets.seatId));
  const when = DateTime.fromJSDate(f.startsAt, { zone: ZONE }).setLocale('es-CO');
  const date = when.toFormat("cccc d 'de' LLLL 'de' yyyy");
  const hour = when.toFormat('h:mm a');
  const seatNames = codes.map((c) => `${c.fila}${c.columna}`);
  const products = lines.filter((l) => l.kind === 'product');
  const qrs = await Promise.all(codes.map((c) => qrPng(c.code)));

  const text = [
    `Hola ${name}:`,
    '',
    `Tu compra fue aceptada. Factura ${bill.number}.`,
    `Función: ${f.title} (${f.format} ${f.version})`,
    `Fecha: ${date}, ${hour}`,
    `Sala: ${f.room} · ${theater}`,
    `Sillas: ${seatNames.join(', ')}`,
    ...(products.length ? ['Confitería:', ...products.map((p) => `  ${p.cantidad} x ${p.descripcion}: ${formatPesos(p.total)}`)] : []),
    `Subtotal: ${formatPesos(bill.subtotal)}`,
    `Servicio: ${formatPesos(bill.totalService)}`,
    `Total: ${formatPesos(bill.total)}`,
    '',
    'Presenta en la entrada el código QR de cada silla (van en este correo). El archivo funcion.ics agrega la función a tu calendario.',
    '',
    'Viziona',
  ].join('\n');

  const html = `<p>Hola ${escape(name)}:</p>
<p>Tu compra fue aceptada. Factura <strong>${escape(bill.number)}</strong>.</p>
<table>
<tr><th align="left">Función</th><td>${escape(f.title)} (${escape(f.format)} ${escape(f.version)})</td></tr>
<tr><th align="left">Fecha</th><td>${escape(date)}, ${escape(hour)}</td></tr>
<tr><th align="left">Sala</th><td>${escape(f.room)} · ${escape(theater)}</td></tr>
<tr><th align="left">Sillas</th><td>${escape(seatNames.join(', '))}</td></tr>
${products.map((p) => `<tr><th align="left">Confitería</th><td>${p.cantidad} x ${escape(p.descripcion)}: ${escape(formatPesos(p.total))}</td></tr>`).join('\n')}
<tr><th align="left">Subtotal</th><td>${escape(formatPesos(bill.subtotal))}</td></tr>
<tr><th align="left">Servicio</th><td>${escape(formatPesos(bill.totalService))}</td></tr>
<tr><th align="left">Total</th><td>${escape(formatPesos(bill.total))}</td></tr>
</table>
<p>Presenta en la entrada el código QR de cada silla:</p>
${codes.map((c, i) => `<figure><img src="cid:qr-${i + 1}@viziona" width="240" height="240" alt="Código QR de la silla ${escape(seatNames[i])}"><figcaption>SILLA ${escape(seatNames[i])}</figcaption></figure>`).join('\n')}
<p>El archivo adjunto funcion.ics agrega la función a tu calendario.</p>
<p>Viziona</p>`;

  const ics = funcionCalendar({
    uid: `${bill.number}@viziona`,
    title: `${f.title} · Viziona`,
    location: `${f.room} · ${theater}`,
    description: `Factura ${bill.number}. Sillas: ${seatNames.join(', ')}.`,
    startsAt: f.startsAt,
    minutes: f.minutes,
  });
  return {
    to: email,
    subject: ticketsSubject(bill.number),
    text,
    html,
    attachments: [
      ...qrs.map((png, i) => ({ filename: `silla-${seatNames[i]}.png`, contentType: 'image/png', content: png.toString('base64'), cid: `qr-${i + 1}@viziona` })),
      { filename: 'funcion.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics, 'utf8').toString('base64') },
    ],
  };
}

export type RefundReason = 'seatsLost' | 'funcionCancelled';

/** Why the money goes back, in the buyer's words. */
function refundStory(reason: RefundReason, bill: { total: number; number: string }, title: string | undefined): string {
  const what = title ? ` para ${title}` : '';
  if (reason === 'funcionCancelled') {
    return `La función${what} de tu compra (factura ${bill.number}) fue cancelada. Tus boletas quedaron anuladas y te devolveremos ${formatPesos(bill.total)} al mismo medio de pago. Nuestro equipo ya tiene tu caso; si tienes preguntas, escríbenos por PQRS con el número de factura.`;
  }
  return `Recibimos tu pago de ${formatPesos(bill.total)} (factura ${bill.number})${what} después de que tu reserva venció, y las sillas ya no estaban disponibles. No se emitieron boletas: te devolveremos el dinero al mismo medio de pago. Nuestro equipo ya tiene tu caso; si tienes preguntas, escríbenos por PQRS con el número de factura.`;
}

/** A bill flagged for refund: the buyer is told the money goes back, and why. */
export async function refundMail(tx: DbOrTx, billId: number, reason: RefundReason): Promise<Mail> {
  const { bill, email, name } = await buyerAndBill(tx, billId);
  const f = bill.showtimeId != null ? await funcionOf(tx, bill.showtimeId) : undefined;
  const body = refundStory(reason, bill, f?.title);
  return {
    to: email,
    subject: REFUND_SUBJECT,
    text: `Hola ${name}:\n\n${body}\n\nViziona`,
    html: `<p>Hola ${escape(name)}:</p><p>${escape(body)}</p><p>Viziona</p>`,
  };
}

/** The money went back: the buyer is told, with the reference. */
export async function refundedMail(tx: DbOrTx, billId: number): Promise<Mail> {
  const { bill, email, name } = await buyerAndBill(tx, billId);
  const reference = bill.refundReference ? ` (referencia ${bill.refundReference})` : '';
  const body = `Devolvimos ${formatPesos(bill.total)} de tu compra (factura ${bill.number}) al mismo medio de pago${reference}. Según tu banco, puede tardar unos días en verse en tu cuenta.`;
  return {
    to: email,
    subject: REFUNDED_SUBJECT,
    text: `Hola ${name}:\n\n${body}\n\nViziona`,
    html: `<p>Hola ${escape(name)}:</p><p>${escape(body)}</p><p>Viziona</p>`,
  };
}
