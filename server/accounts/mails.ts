// The account e-mails, in Spanish.
import type { Mail } from '../mail/outbox.ts';
import { VERIFICATION_CODE_MINUTES, RESET_CODE_MINUTES } from './one-time.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function verificationMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: 'Tu código de verificación de Viziona',
    text: `Hola ${name}:\n\nTu código de verificación es ${code}. Vence en ${VERIFICATION_CODE_MINUTES} minutos.\n\nSi no lo pediste, ignora este correo.\n\nViziona`,
    html: `<p>Hola ${escape(name)}:</p><p>Tu código de verificación es <strong>${code}</strong>. Vence en ${VERIFICATION_CODE_MINUTES} minutos.</p><p>Si no lo pediste, ignora este correo.</p><p>Viziona</p>`,
  };
}

export function resetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Restablece tu contraseña de Viziona',
    text: `Hola ${name}:\n\nPara restablecer tu contraseña abre este enlace: ${link}\n\nEl enlace sirve una sola vez y vence en ${RESET_CODE_MINUTES} minutos. Si no lo pediste, ignora este correo.\n\nViziona`,
    html: `<p>Hola ${escape(name)}:</p><p>Para restablecer tu contraseña abre este enlace: <a href="${escape(link)}">${escape(link)}</a></p><p>El enlace sirve una sola vez y vence en ${RESET_CODE_MINUTES} minutos. Si no lo pediste, ignora este correo.</p><p>Viziona</p>`,
  };
}

export function accountDeletedMail(to: string, name: string): Mail {
  const lines = [
    'Eliminamos tu cuenta de Viziona como lo pediste. Cerramos todas tus sesiones y borramos o anonimizamos tus datos personales.',
    'Por ley conservamos tus facturas durante cinco años (el término tributario) solo con tu nombre y tu documento.',
    'Si quieres volver, puedes registrarte de nuevo con este correo cuando quieras.',
  ];
  return {
    to,
    subject: 'Tu cuenta de Viziona fue eliminada',
    text: `Hola ${name}:\n\n${lines.join('\n\n')}\n\nSi no fuiste tú, escríbenos respondiendo a este correo.\n\nViziona`,
    html: `<p>Hola ${escape(name)}:</p>${lines.map((l) => `<p>${l}</p>`).join('')}<p>Si no fuiste tú, escríbenos respondiendo a este correo.</p><p>Viziona</p>`,
  };
}
