// The staff invitation e-mail, in Spanish.
import type { Mail } from '../../mail/outbox.ts';
import { INVITATION_HOURS } from './links.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function invitationMail(to: string, name: string, roles: readonly string[], link: string): Mail {
  const what = `Te invitaron al área del personal de Viziona con ${roles.length === 1 ? 'el rol' : 'los roles'} ${roles.join(', ')}.`;
  const how = `Abre este enlace para crear tu contraseña e inscribir tu segundo factor (una aplicación de autenticación en tu teléfono): ${link}`;
  const rule = `El enlace sirve una sola vez y vence en ${INVITATION_HOURS} horas. Si no esperabas esta invitación, ignora este correo.`;
  return {
    to,
    subject: 'Tu invitación al área del personal de Viziona',
    text: `Hola ${name}:\n\n${what}\n\n${how}\n\n${rule}\n\nViziona`,
    html: `<p>Hola ${escape(name)}:</p><p>${escape(what)}</p><p>Abre este enlace para crear tu contraseña e inscribir tu segundo factor (una aplicación de autenticación en tu teléfono): <a href="${escape(link)}">${escape(link)}</a></p><p>${escape(rule)}</p><p>Viziona</p>`,
  };
}
