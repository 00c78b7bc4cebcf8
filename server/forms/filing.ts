import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { schema, type Db, type Tx } from '../db/open.ts';
import { badRequest } from '../http/errors.ts';
import { storagePathFor, removeFiles, type ReceivedFile } from './attachments.ts';
import { recordCaptchaUse, type CaptchaUse } from './captcha.ts';
import { messages } from './rules.ts';

// Files a PQRS or an ethics report in ONE transaction: captcha use, radicado, the report, its
// attachments' rows, and moving the files to their final place last. A refusal or a failed commit
// leaves no row and no file behind.

export type ReportKind = 'pqrs' | 'ethics';

const RADICADO_PREFIX: Record<ReportKind, string> = { pqrs: 'PQRS', ethics: 'ETICA' };

async function nextRadicado(tx: Tx, kind: ReportKind, now: Date): Promise<string> {
  const result = await tx.execute(sql`select nextval('radicado_seq')::int as n`);
  const n = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  const year = DateTime.fromJSDate(now, { zone: 'America/Bogota' }).year;
  return `${RADICADO_PREFIX[kind]}-${year}-${String(n).padStart(6, '0')}`;
}

export interface Filing {
  db: Db;
  uploadsDir: string;
  kind: ReportKind;
  captcha: CaptchaUse;
  files: ReceivedFile[];
  now: Date;
  /** Inserts the report itself and returns its id. */
  insert: (tx: Tx, radicado: string) => Promise<number>;
  /** Anything else that must commit with it (the acknowledgement e-mail). */
  alongside?: (tx: Tx, radicado: string) => Promise<void>;
}

export async function fileReport(filing: Filing): Promise<string> {
  const moved: string[] = [];
  try {
    return await filing.db.transaction(async (tx) => {
      if (!(await recordCaptchaUse(tx, filing.captcha))) throw badRequest(messages.captchaRejected, { captcha: messages.captchaRejected });
      const radicado = await nextRadicado(tx, filing.kind, filing.now);
      const ownerId = await filing.insert(tx, radicado);
      const placed = filing.files.map((file) => ({ file, storagePath: storagePathFor(filing.kind, file) }));
      if (placed.length > 0) {
        await tx.insert(schema.uploads).values(
          placed.map(({ file, storagePath }) => ({
            ownerKind: filing.kind,
            ownerId,
            originalName: file.originalName,
            mime: file.mime,
            size: file.size,
            sha256: file.sha256,
            storagePath,
          })),
        );
      }
      await filing.alongside?.(tx, radicado);
      await fs.mkdir(path.join(filing.uploadsDir, filing.kind), { recursive: true });
      for (const { file, storagePath } of placed) {
        const target = path.join(filing.uploadsDir, storagePath);
        await fs.rename(file.tempPath, target);
        moved.push(target);
      }
      return radicado;
    });
  } catch (err) {
    await removeFiles(moved);
    throw err;
  }
}
