// Footer links and content pages (content groups 'pie-de-pagina-1', 'pie-de-pagina-2',
// 'corporativo', 'pagina') as the programming desk keeps them: list, create (last of its group),
// edit, reorder, and a preview that saves nothing. The HTML is sanitized on the server by the
// site's one rule (server/content/html.ts): what the sanitizer would take out is refused, named,
// and what is stored is the sanitized HTML, which the public page renders as it is.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ContentGroupSlug, ContentPreview, StaffContent, StaffContentInput } from '../../../openapi/index.ts';
import type { DbOrTx } from '../../db/open.ts';
import { pgErrorCode } from '../../db/open.ts';
import { UNIQUE_VIOLATION } from '../../db/errors.ts';
import { contentGroups, contents } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { sanitizeContentHtml, unsafeHtmlMessage } from '../../content/html.ts';
import type { StaffActor } from '../accounts/guard.ts';
import { audit } from '../audit/audit.ts';
import { checkUploadedImage } from './imagenes.ts';
import { checkOrder } from './orden.ts';

export const CONTENT_NOT_FOUND = 'Ese contenido no existe.';
const target = (id: number) => `contenido:${id}`;
const slugTaken = (slug: string) => {
  const message = `La dirección ${slug} ya la usa otro contenido: elige otra.`;
  return conflict(message, { slug: message });
};

const columns = {
  id: contents.id,
  grupo: contentGroups.slug,
  slug: contents.slug,
  title: contents.title,
  subtitle: contents.subtitle,
  image: contents.image,
  content: contents.content,
  position: contents.position,
};

const toContent = (row: { grupo: string } & Omit<StaffContent, 'grupo'>): StaffContent => ({ ...row, grupo: row.grupo as ContentGroupSlug });

export async function listStaffContents(db: DbOrTx, grupo?: ContentGroupSlug): Promise<StaffContent[]> {
  const rows = await db
    .select(columns)
    .from(contents)
    .innerJoin(contentGroups, eq(contentGroups.id, contents.groupId))
    .where(grupo ? eq(contentGroups.slug, grupo) : sql`${contentGroups.slug} in ('pie-de-pagina-1', 'pie-de-pagina-2', 'corporativo', 'pagina')`)
    .orderBy(asc(contentGroups.slug), asc(contents.position), asc(contents.id));
  return rows.map(toContent);
}

async function contentOf(db: DbOrTx, id: number): Promise<StaffContent | undefined> {
  const [row] = await db.select(columns).from(contents).innerJoin(contentGroups, eq(contentGroups.id, contents.groupId)).where(eq(contents.id, id));
  return row && toContent(row);
}

async function groupIdOf(db: DbOrTx, grupo: ContentGroupSlug): Promise<number> {
  const [row] = await db.select({ id: contentGroups.id }).from(contentGroups).where(eq(contentGroups.slug, grupo));
  if (!row) throw badRequest(`El grupo ${grupo} no existe.`, { grupo: `El grupo ${grupo} no existe.` });
  return row.id;
}

/** The page as the site would show it, or a 400 naming the image; `problemas` lists what the HTML may not keep. */
export async function previewContent(db: DbOrTx, input: StaffContentInput): Promise<ContentPreview> {
  if (input.image) await checkUploadedImage(db, input.image, 'image');
  const { html, problemas } = await sanitizeContentHtml(input.content);
  return { page: { slug: input.slug, title: input.title.trim(), subtitle: input.subtitle?.trim() || null, image: input.image, content: html }, problemas };
}

/** The row's values from a request: refuses an image not uploaded and HTML the site would not publish. */
async function valuesOf(db: DbOrTx, input: StaffContentInput) {
  const { page, problemas } = await previewContent(db, input);
  if (problemas.length > 0) {
    const message = unsafeHtmlMessage(problemas);
    throw badRequest(message, { content: message });
  }
  return { slug: page.slug, title: page.title, subtitle: page.subtitle, image: page.image, content: page.content };
}

const lastOf = (groupId: number) => sql<number>`(select coalesce(max(${contents.position}), 0) + 1 from ${contents} where ${contents.groupId} = ${groupId})`;

/** A unique violation on the slug (two writers at once) is the same 409 as the check before. */
async function slugChecked<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (pgErrorCode(e) === UNIQUE_VIOLATION) throw slugTaken(slug);
    throw e;
  }
}

export async function createContent(tx: DbOrTx, actor: StaffActor, input: StaffContentInput): Promise<StaffContent> {
  const values = await valuesOf(tx, input);
  const groupId = await groupIdOf(tx, input.grupo);
  const [taken] = await tx.select({ id: contents.id }).from(contents).where(eq(contents.slug, values.slug));
  if (taken) throw slugTaken(values.slug);
  const [row] = await slugChecked(values.slug, () =>
    tx
      .insert(contents)
      .values({ ...values, groupId, position: lastOf(groupId) })
      .returning({ id: contents.id }),
  );
  const made = (await contentOf(tx, row.id))!;
  await audit(tx, actor, { action: 'programacion.contenido.crear', target: target(made.id), before: null, after: made });
  return made;
}

export async function updateContent(tx: DbOrTx, actor: StaffActor, id: number, input: StaffContentInput): Promise<StaffContent> {
  const [locked] = await tx.select({ id: contents.id, groupId: contents.groupId }).from(contents).where(eq(contents.id, id)).for('update');
  if (!locked) throw notFound(CONTENT_NOT_FOUND);
  const before = (await contentOf(tx, id))!;
  const values = await valuesOf(tx, input);
  const groupId = await groupIdOf(tx, input.grupo);
  const [taken] = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.slug, values.slug), ne(contents.id, id)));
  if (taken) throw slugTaken(values.slug);
  await slugChecked(values.slug, () =>
    tx
      .update(contents)
      .set({ ...values, groupId, updatedAt: sql`now()`, ...(groupId === locked.groupId ? {} : { position: lastOf(groupId) }) })
      .where(eq(contents.id, id)),
  );
  const after = (await contentOf(tx, id))!;
  await audit(tx, actor, { action: 'programacion.contenido.editar', target: target(id), before, after });
  return after;
}

export async function reorderContents(tx: DbOrTx, actor: StaffActor, grupo: ContentGroupSlug, ids: number[]): Promise<StaffContent[]> {
  const groupId = await groupIdOf(tx, grupo);
  const current = await tx
    .select({ id: contents.id })
    .from(contents)
    .where(eq(contents.groupId, groupId))
    .orderBy(asc(contents.position), asc(contents.id))
    .for('update');
  checkOrder(
    current.map((c) => c.id),
    ids,
    `los contenidos de ${grupo}`,
  );
  for (const [i, id] of ids.entries()) await tx.update(contents).set({ position: i + 1 }).where(eq(contents.id, id));
  await audit(tx, actor, { action: 'programacion.contenido.ordenar', target: `grupo:${grupo}`, before: { ids: current.map((c) => c.id) }, after: { ids } });
  return listStaffContents(tx, grupo);
}
