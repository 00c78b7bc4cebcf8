// 'Mis datos' (issue 32; Ley 1581 de 2012, art. 8 a): everything the site holds about the signed-in
// person, read for them only, as the page shows it and as the downloaded JSON and HTML files carry it.
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { MisDatos } from '../../../openapi/index.ts';
import { BILL_STATE_NAMES } from '../../../openapi/rules.ts';
import { formatPesos } from '../../../openapi/money.ts';
import { purchasesOf } from '../../bills/queries.ts';
import { membershipStatus } from '../../club/status.ts';
import { schema, type Db } from '../../db/open.ts';
import { localDateTime, toUser, userRow } from '../queries.ts';
import { authorizationsOf, pendingPolicies } from './autorizaciones.ts';

const { sessions, pqrs } = schema;

/** Viziona sends no e-mail beyond those of a person's purchases and account: nothing to revoke. */
export const MARKETING =
  'Viziona solo te escribe sobre tus compras y tu cuenta (tickets, códigos, contraseña). No te enviamos publicidad ni compartimos tu correo; si algún día lo hiciéramos, te pediríamos antes tu autorización y podrías retirarla aquí mismo sin eliminar tu cuenta.';

/** The person's data, or undefined when the account no longer exists. */
export async function misDatos(db: Db, userId: number, currentSessionId: number, now: Date): Promise<MisDatos | undefined> {
  const user = await userRow(db, userId);
  if (!user || user.deletedAt) return undefined;
  const live = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  const sent = await db.select().from(pqrs).where(eq(pqrs.email, user.email)).orderBy(asc(pqrs.createdAt), asc(pqrs.id));
  return {
    generated_at: localDateTime(now),
    profile: toUser(user),
    sessions: live.map((s) => ({ id: s.id, started_at: localDateTime(s.createdAt), expires_at: localDateTime(s.expiresAt), current: s.id === currentSessionId })),
    purchases: await purchasesOf(db, userId),
    membership: await membershipStatus(db, userId, now),
    pqrs: sent.map((p) => ({
      radicado: p.radicado,
      type_pqr: p.typePqr,
      name: p.name,
      phone: p.phone,
      message: p.message,
      created_at: localDateTime(p.createdAt),
      due_date: p.dueDate,
    })),
    authorizations: await authorizationsOf(
      db,
      userId,
      sent.map((p) => p.id),
    ),
    pending_policies: await pendingPolicies(db, userId),
    marketing: MARKETING,
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const VIA: Record<string, string> = {
  registro: 'al registrarte',
  'nueva-version': 'al aceptar una versión nueva',
  pqrs: 'al enviar una PQRS',
  'linea-etica': 'al enviar un reporte a la línea ética',
};
const SEX: Record<string, string> = { M: 'Masculino', F: 'Femenino' };

function table(headers: string[], rows: string[][], empty: string): string {
  if (!rows.length) return `<p>${escape(empty)}</p>`;
  const head = headers.map((h) => `<th>${escape(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The readable summary: one self-contained HTML page in Spanish, to read, print or save as PDF. */
export function misDatosHtml(d: MisDatos): string {
  const p = d.profile;
  const profile = table(
    ['Dato', 'Valor'],
    [
      ['Nombre', p.name],
      ['Apellido', p.lastname],
      ['Correo electrónico', p.email],
      ['Correo verificado', p.email_verified_at ? 'Sí' : 'No'],
      ['Tipo de documento', p.doc_type],
      ['Número de documento', p.doc_number],
      ['Teléfono', p.phone],
      ['Fecha de nacimiento', p.birthday || 'No registrada'],
      ['Sexo', SEX[p.sex] ?? p.sex],
    ],
    '',
  );
  const purchases = table(
    ['Factura', 'Fecha', 'Estado', 'Película', 'Función', 'Sillas', 'Confitería', 'Total'],
    d.purchases.map((b) => [
      b.bill,
      b.created_at.slice(0, 10),
      BILL_STATE_NAMES[b.pay_status.id as keyof typeof BILL_STATE_NAMES] ?? b.pay_status.name,
      b.showtime?.movie?.title ?? (b.pay_type.id === 3 ? 'Membresía Club Vizionarios' : ''),
      b.showtime ? `${b.showtime.function_date} ${b.showtime.function_hour}` : '',
      b.seats.map((s) => `${s.FilRelativa}${s.ColRelativa}`).join(', '),
      b.products.map((x) => `${x.Cantidad} × ${x.Descripcion}`).join(', '),
      formatPesos(b.total),
    ]),
    'No tienes compras.',
  );
  const sessionsTable = table(
    ['Inicio', 'Vence', ''],
    d.sessions.map((s) => [s.started_at, s.expires_at, s.current ? 'Esta sesión' : '']),
    'No tienes sesiones abiertas.',
  );
  const m = d.membership;
  const membership = `<p>${escape(m.Estado)}${m.Vencimiento ? ` · vence ${escape(m.Vencimiento.slice(0, 10))}` : ''}</p>`;
  const sent = table(
    ['Radicado', 'Fecha', 'Tipo', 'Mensaje'],
    d.pqrs.map((q) => [q.radicado, q.created_at, q.type_pqr, q.message]),
    'No has enviado PQRS con este correo.',
  );
  const given = table(
    ['Documento', 'Versión', 'Cuándo', 'Cómo', 'Desde la dirección'],
    d.authorizations.map((a) => [a.title, String(a.version), a.accepted_at, VIA[a.via] ?? a.via, a.address ?? '—']),
    'No hay autorizaciones registradas.',
  );
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Mis datos en Viziona</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f1235}table{border-collapse:collapse;width:100%;margin-bottom:1rem}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}h1{color:#5b2a86}</style>
</head><body>
<h1>Mis datos en Viziona</h1>
<p>Generado el ${escape(d.generated_at)} (hora de Bogotá) para ${escape(p.fullname)}. Ley 1581 de 2012: puedes conocer, actualizar, rectificar y suprimir tus datos y revocar tu autorización desde Mi perfil.</p>
<h2>Perfil</h2>${profile}
<h2>Sesiones abiertas</h2>${sessionsTable}
<h2>Compras y tickets</h2>${purchases}
<h2>Club Vizionarios</h2>${membership}
<h2>PQRS enviadas con tu correo</h2>${sent}
<h2>Autorizaciones que diste</h2>${given}
<h2>Correos</h2><p>${escape(d.marketing)}</p>
</body></html>
`;
}
