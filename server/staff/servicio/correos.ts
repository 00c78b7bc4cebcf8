// The service desk's e-mails, in Spanish, each naming the radicado: the answer to a PQRS or an
// ethics report, a PQRS's extension (Ley 1755 de 2015, art. 14), and the morning digest to the
// `servicio` staff of what is overdue or due soon.
import { DateTime } from 'luxon';
import type { Mail } from '../../mail/outbox.ts';

export const spanishDate = (iso: string) => DateTime.fromISO(iso).setLocale('es-CO').toFormat("cccc d 'de' LLLL 'de' yyyy");

export function pqrsAnswerMail(to: string, radicado: string, typePqr: string, answer: string): Mail {
  return {
    to,
    subject: `Respuesta a tu PQRS · radicado ${radicado}`,
    text: ['Hola:', '', `Esta es la respuesta a tu ${typePqr.toLowerCase()} con el número de radicado ${radicado}.`, '', answer, '', 'Viziona'].join('\n'),
  };
}

export function ethicsAnswerMail(to: string, radicado: string, answer: string): Mail {
  return {
    to,
    subject: `Respuesta a tu reporte de la línea ética · radicado ${radicado}`,
    text: ['Hola:', '', `Esta es la respuesta a tu reporte de la línea ética con el número de radicado ${radicado}.`, '', answer, '', 'Viziona · Línea ética'].join('\n'),
  };
}

export function extensionMail(to: string, radicado: string, previousDue: string, newDue: string, reason: string): Mail {
  return {
    to,
    subject: `Prórroga del plazo de respuesta de tu PQRS · radicado ${radicado}`,
    text: [
      'Hola:',
      '',
      `Te informamos que el plazo para responder tu PQRS con el número de radicado ${radicado}, que vencía el ${spanishDate(previousDue)} (${previousDue}), se amplía hasta el ${spanishDate(newDue)} (${newDue}), como lo permite el artículo 14 de la Ley 1755 de 2015.`,
      '',
      `Motivo: ${reason}`,
      '',
      'Viziona',
    ].join('\n'),
  };
}

export interface DigestLine {
  radicado: string;
  typePqr: string;
  dueDate: string;
  assignedTo: string | null;
}

export function digestMail(to: string, day: string, overdue: DigestLine[], dueSoon: DigestLine[]): Mail {
  const line = (p: DigestLine) => `- ${p.radicado} (${p.typePqr}), vence el ${p.dueDate}, ${p.assignedTo ? `a cargo de ${p.assignedTo}` : 'sin responsable'}`;
  const section = (title: string, list: DigestLine[]) => (list.length === 0 ? [] : [`${title} (${list.length}):`, ...list.map(line), '']);
  return {
    to,
    subject: `PQRS vencidas y por vencer · ${day}`,
    text: [
      'Hola:',
      '',
      `Estas PQRS necesitan respuesta (${spanishDate(day)}):`,
      '',
      ...section('Vencidas', overdue),
      ...section('Vencen dentro de 2 días hábiles', dueSoon),
      'Respóndelas desde la bandeja de PQRS del área del personal.',
      '',
      'Viziona',
    ].join('\n'),
  };
}
