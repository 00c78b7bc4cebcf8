// Proof of the authorizations people give to treat their personal data (Ley 1581 de 2012, art. 9;
// Decreto 1377 de 2013, art. 8): which published version of which page, when (the database's
// clock) and from which address. An account accepts the terms and the privacy policy when it
// registers (a registration can't be sent without both) and again when staff publish a new
// version (contents.version, bumped by the viziona_content_version trigger); a PQRS accepts the
// data-protection policy; an ethics report too, without its address (the line may be anonymous).
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Autorizacion, PendingPolicy, PolicyDocument } from '../../../openapi/index.ts';
import { schema, type DbOrTx } from '../../db/open.ts';
import { localDateTime } from '../queries.ts';

const { authorizations, contents } = schema;

/** What an account accepts. */
export const ACCOUNT_POLICIES = ['terminos-y-condiciones', 'politica-de-privacidad'] as const;
/** What the PQRS and ethics forms accept ('He leído y acepto la Política de Protección de Datos Personales'). */
export const FORMS_POLICY = 'politica-de-proteccion-de-datos-personales';

type Via = Autorizacion['via'];
type Subject = { userId: number } | { pqrsId: number } | { ethicsReportId: number };

/**
 * Records the acceptance of the current published version of each document, in the writer's
 * transaction: the version is read by the same statement that writes it, so what is recorded is
 * what was published at that instant.
 */
export async function recordAcceptance(tx: DbOrTx, subject: Subject, documents: readonly PolicyDocument[], via: Via, address: string | null): Promise<void> {
  const userId = 'userId' in subject ? subject.userId : null;
  const pqrsId = 'pqrsId' in subject ? subject.pqrsId : null;
  const ethicsReportId = 'ethicsReportId' in subject ? subject.ethicsReportId : null;
  await tx.execute(sql`
    insert into ${authorizations} (user_id, pqrs_id, ethics_report_id, document, version, via, address)
    select ${userId}::int, ${pqrsId}::int, ${ethicsReportId}::int, c.slug, c.version, ${via}, ${address}
    from ${contents} c where c.slug in ${documents}`);
}

/** The current published version of each account policy, with its title. */
async function published(db: DbOrTx): Promise<{ slug: string; title: string; version: number }[]> {
  return db
    .select({ slug: contents.slug, title: contents.title, version: contents.version })
    .from(contents)
    .where(inArray(contents.slug, [...ACCOUNT_POLICIES]))
    .orderBy(asc(contents.slug));
}

/** The account policies whose published version the person has not accepted yet (the sign-in dialog's list). */
export async function pendingPolicies(db: DbOrTx, userId: number): Promise<PendingPolicy[]> {
  const accepted = await db
    .select({ document: authorizations.document, version: max(authorizations.version) })
    .from(authorizations)
    .where(eq(authorizations.userId, userId))
    .groupBy(authorizations.document);
  const seen = new Map(accepted.map((a) => [a.document, a.version ?? 0]));
  return (await published(db))
    .filter((p) => (seen.get(p.slug) ?? 0) < p.version)
    .map((p) => ({ document: p.slug as PolicyDocument, title: p.title, version: p.version, slug: p.slug }));
}

/**
 * Accepts the versions the person was shown; refused (undefined) when any is no longer the one
 * published, so nobody is recorded as accepting a text they did not see.
 */
export async function acceptShownVersions(tx: DbOrTx, userId: number, shown: { document: string; version: number }[], address: string): Promise<boolean> {
  const current = new Map((await published(tx)).map((p) => [p.slug, p.version]));
  if (shown.some((s) => current.get(s.document) !== s.version)) return false;
  const documents = [...new Set(shown.map((s) => s.document))] as PolicyDocument[];
  await recordAcceptance(tx, { userId }, documents, 'nueva-version', address);
  return true;
}

function toAutorizacion(row: { document: string; title: string | null; version: number; via: string; acceptedAt: Date; address: string | null }): Autorizacion {
  return {
    document: row.document as PolicyDocument,
    title: row.title ?? row.document,
    version: row.version,
    via: row.via as Via,
    accepted_at: localDateTime(row.acceptedAt),
    address: row.address,
  };
}

const authorizationColumns = {
  document: authorizations.document,
  title: contents.title,
  version: authorizations.version,
  via: authorizations.via,
  acceptedAt: authorizations.acceptedAt,
  address: authorizations.address,
};

/** Every authorization the account gave, and those given with the PQRS it sent with its e-mail, oldest first. */
export async function authorizationsOf(db: DbOrTx, userId: number, pqrsIds: number[]): Promise<Autorizacion[]> {
  const rows = await db
    .select(authorizationColumns)
    .from(authorizations)
    .leftJoin(contents, eq(contents.slug, authorizations.document))
    .where(pqrsIds.length ? sql`(${authorizations.userId} = ${userId} or ${inArray(authorizations.pqrsId, pqrsIds)})` : eq(authorizations.userId, userId))
    .orderBy(asc(authorizations.acceptedAt), asc(authorizations.id));
  return rows.map(toAutorizacion);
}

/** The authorizations of one PQRS (tests, the service desk). */
export async function authorizationsOfPqrs(db: DbOrTx, pqrsId: number): Promise<Autorizacion[]> {
  const rows = await db
    .select(authorizationColumns)
    .from(authorizations)
    .leftJoin(contents, eq(contents.slug, authorizations.document))
    .where(and(eq(authorizations.pqrsId, pqrsId)));
  return rows.map(toAutorizacion);
}
