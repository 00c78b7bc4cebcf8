// The sandbox's test bank page (PSE): the page a bank would show, served by our own server and
// clearly marked as a test. Only the buyer who started the payment (their session) can open it;
// anyone else gets a 404. Approving, rejecting or leaving it pending sends the signed confirmation
// server to server, then the browser goes back to /estado-transaccion/{bill}. A pending payment
// can be approved or rejected later from the same page.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { banks, bills } from '../db/schema.ts';
import { sessionOf } from '../accounts/auth.ts';
import { formatPesos } from '../../openapi/money.ts';
import { RESPONSE_TEXT, type GatewayStatus } from './gateway.ts';
import { SANDBOX_BANK_PATH, type SandboxGateway } from './sandbox.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const DECISIONS: GatewayStatus[] = ['accepted', 'rejected', 'pending'];
export const BANK_NOT_FOUND = 'No encontramos esta transacción.';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
.test{background:#b91c1c;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:520px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{font-weight:600}
form{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #52525b;background:#fff;cursor:pointer}
button[value=accepted]{background:#15803d;color:#fff;border-color:#15803d}
button[value=rejected]{background:#b91c1c;color:#fff;border-color:#b91c1c}
</style></head>
<body><div class="test" role="note">BANCO DE PRUEBAS · Sandbox de Viziona: aquí no se mueve dinero real</div>
<main>${body}</main></body></html>`;
}

export function sandboxBankPage(fastify: FastifyInstance, gateway: SandboxGateway) {
  /** The transaction behind the token, only for the buyer who started it. */
  async function ownTransaction(req: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) {
    const row = await gateway.bankTransaction(req.params.token);
    if (!row) return null;
    const [bill] = await fastify.db.select({ userId: bills.userId, number: bills.number }).from(bills).where(eq(bills.number, row.invoice)).limit(1);
    const user = await sessionOf(req, reply);
    if (!bill || !user || user.id !== bill.userId) return null;
    return row;
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page('Banco de pruebas', `<h1>Banco de pruebas</h1><p>${BANK_NOT_FOUND}</p>`));

  fastify.get<{ Params: { token: string } }>(`${SANDBOX_BANK_PATH}/:token`, async (req, reply) => {
    const row = await ownTransaction(req, reply);
    if (!row) return notFound(reply);
    const [bank] = row.bankCode ? await fastify.db.select().from(banks).where(eq(banks.bankCode, row.bankCode)).limit(1) : [];
    const pending = row.status === 'pending';
    const body = `<h1>Pago PSE · ${escape(bank?.bankName ?? 'Banco de pruebas')}</h1>
<dl><dt>Comercio</dt><dd>Viziona</dd><dt>Factura</dt><dd>${escape(row.invoice)}</dd><dt>Valor</dt><dd>${escape(formatPesos(row.amount))}</dd>
<dt>Referencia</dt><dd>${escape(row.refPayco)}</dd><dt>Estado</dt><dd data-testid="estado">${escape(RESPONSE_TEXT[row.status as GatewayStatus])}</dd></dl>
${
  pending
    ? `<form method="post" action="${SANDBOX_BANK_PATH}/${escape(req.params.token)}">
<button type="submit" name="decision" value="accepted">Aprobar el pago</button>
<button type="submit" name="decision" value="rejected">Rechazar el pago</button>
<button type="submit" name="decision" value="pending">Dejar pendiente</button>
</form>`
    : `<p><a href="/estado-transaccion/${encodeURIComponent(row.invoice)}">Volver a Viziona</a></p>`
}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page('Banco de pruebas · PSE', body));
  });

  fastify.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(`${SANDBOX_BANK_PATH}/:token`, async (req, reply) => {
    const row = await ownTransaction(req, reply);
    if (!row) return notFound(reply);
    const decision = req.body?.decision as GatewayStatus | undefined;
    if (!decision || !DECISIONS.includes(decision)) {
      return reply.code(400).type('text/html; charset=utf-8').send(page('Banco de pruebas', '<h1>Banco de pruebas</h1><p>Elige aprobar, rechazar o dejar pendiente el pago.</p>'));
    }
    await gateway.decide(req.params.token, decision);
    return reply.redirect(`/estado-transaccion/${encodeURIComponent(row.invoice)}`, 303);
  });
}
