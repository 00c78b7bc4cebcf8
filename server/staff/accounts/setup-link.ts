// The first admin of a new installation. PGlite lives inside the server process, so no separate
// command could open the database while the server runs: instead the server, on start, makes a
// one-time setup link while no active admin exists and prints it (as Jenkins and Grafana do).
import type { DbOrTx } from '../../db/open.ts';
import { issueSetupLink, SETUP_LINK_HOURS, setupUrl } from './links.ts';
import { anAdminExists } from './people.ts';
import type { TotpKeyRing } from './totp-secrets.ts';

/** A new setup link while no active admin exists (earlier links stop working); null once one does. */
export async function staffSetupLink(db: DbOrTx, publicUrl: string, keys: TotpKeyRing): Promise<string | null> {
  if (await anAdminExists(db)) return null;
  return setupUrl(publicUrl, await issueSetupLink(db, keys));
}

/** What the server prints: the link is a secret, so it goes to the operator's terminal, never to the request log. */
export const setupNotice = (link: string) =>
  [
    '',
    'Viziona: todavía no hay administrador del personal. Crea el primero en este enlace de un solo uso',
    `(vence en ${SETUP_LINK_HOURS} horas; al reiniciar el servidor se imprime uno nuevo y este deja de servir):`,
    '',
    `  ${link}`,
    '',
  ].join('\n');
