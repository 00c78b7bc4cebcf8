// The two inboxes of issue 29 as one kind of page: the PQRS inbox (servicio) and the ethics line's
// (etica) show a case the same way; what differs is where it is read and written, and what it shows.
import { API_BASE_URL } from '../../api/client';
import type { EticaReporte, ServicioAdjunto, ServicioCierre, ServicioEstado, ServicioEvento, ServicioNota, ServicioPersona, ServicioPlazo, ServicioPqrs, ServicioProrroga, ServicioRespuesta } from './bandejaContrato';

export type BandejaDesk = 'servicio' | 'etica';

/** Each inbox's words and addresses. */
export const BANDEJAS = {
  servicio: { title: 'PQRS', path: '/staff/servicio', caso: 'PQRS', search: 'Radicado, nombre o correo' },
  etica: { title: 'Línea ética', path: '/staff/etica', caso: 'Reporte', search: 'Radicado o entidad' },
} as const satisfies Record<BandejaDesk, { title: string; path: string; caso: string; search: string }>;

export const ESTADO_LABELS: Record<ServicioEstado, string> = {
  radicada: 'Radicada',
  en_tramite: 'En trámite',
  respondida: 'Respondida',
  cerrada: 'Cerrada sin respuesta',
};

export const PLAZO_LABELS: Record<ServicioPlazo, string> = {
  vencida: 'Vencida',
  por_vencer: 'Por vencer',
  en_plazo: 'En plazo',
  atendida: 'Atendida',
};

/** A case of either inbox, as its page shows it. */
export interface Caso {
  desk: BandejaDesk;
  id: number;
  radicado: string;
  state: ServicioEstado;
  receivedAt: string;
  /** Who wrote it and how to reach them: label and value (an anonymous report: nothing but that). */
  who: { label: string; value: string }[];
  /** The message (a PQRS) or the details (a report). */
  message: string;
  messageLabel: string;
  attachments: ServicioAdjunto[];
  notes: ServicioNota[];
  history: ServicioEvento[];
  closure: ServicioCierre | null;
  answer: ServicioRespuesta | null;
  /** The answer can go by e-mail (a report only when its author gave an address). */
  canAnswer: boolean;
  /** A PQRS's term: due date, deadline state, the extension and the last date one could reach. */
  term: { dueDate: string; originalDueDate: string; deadline: ServicioPlazo; extension: ServicioProrroga | null; extensionLimit: string | null } | null;
  /** A PQRS's responsible person (reports have none). */
  assignedTo: ServicioPersona | null | undefined;
  /** Where its attachments download, through the authorized operation. */
  attachmentUrl(attachment: ServicioAdjunto): string;
}

export function casoDePqrs(p: ServicioPqrs): Caso {
  return {
    desk: 'servicio',
    id: p.id,
    radicado: p.radicado,
    state: p.state,
    receivedAt: p.received_at,
    who: [
      { label: 'Tipo', value: p.type_pqr },
      { label: 'Nombre', value: p.name },
      { label: 'Correo', value: p.email },
      { label: 'Teléfono', value: p.phone },
    ],
    message: p.message,
    messageLabel: 'Mensaje',
    attachments: p.attachments,
    notes: p.notes,
    history: p.history,
    closure: p.closure,
    answer: p.answer,
    canAnswer: true,
    term: { dueDate: p.due_date, originalDueDate: p.original_due_date, deadline: p.deadline, extension: p.extension, extensionLimit: p.extension_limit },
    assignedTo: p.assigned_to,
    attachmentUrl: (a) => `${API_BASE_URL}/staff/servicio/pqrs/${p.id}/adjuntos/${a.id}`,
  };
}

export function casoDeReporte(r: EticaReporte): Caso {
  const who = r.anonymous
    ? [{ label: 'Quien reporta', value: 'Anónimo' }]
    : [
        ...(r.name ? [{ label: 'Nombre', value: r.name }] : []),
        ...(r.email ? [{ label: 'Correo', value: r.email }] : []),
      ];
  return {
    desk: 'etica',
    id: r.id,
    radicado: r.radicado,
    state: r.state,
    receivedAt: r.received_at,
    who: [{ label: 'Entidad reportada', value: r.company }, { label: 'Tipo de denunciante', value: r.whistleblower }, ...who],
    message: r.details,
    messageLabel: 'Detalle del reporte',
    attachments: r.attachments,
    notes: r.notes,
    history: r.history,
    closure: r.closure,
    answer: r.answer,
    canAnswer: r.has_email,
    term: null,
    assignedTo: undefined,
    attachmentUrl: (a) => `${API_BASE_URL}/staff/etica/reportes/${r.id}/adjuntos/${a.id}`,
  };
}

/** What the answer machine starts from. */
export function respuestaInput(c: Caso) {
  const sent = c.answer?.state === 'enviada' ? { text: c.answer.text, at: c.answer.sent_at ?? c.answer.saved_at } : null;
  return {
    id: c.id,
    radicado: c.radicado,
    dueDate: c.term?.dueDate ?? '',
    draft: c.answer?.state === 'borrador' ? c.answer.text : null,
    sent,
    closed: c.state === 'cerrada' || !c.canAnswer,
    extension: c.term?.extension ? { reason: c.term.extension.reason, dueDate: c.term.extension.due_date } : null,
  };
}
