// The contract's shapes of the service desk and the ethics inbox (issue 29). Until the server's
// contract lands on this branch, a copy of the draft schemas; then re-exported from openapi.
export type ServicioEstado = 'radicada' | 'en_tramite' | 'respondida' | 'cerrada';
export type ServicioPlazo = 'vencida' | 'por_vencer' | 'en_plazo' | 'atendida';
export type TipoPqr = 'Felicitación' | 'Queja' | 'Reclamo' | 'Sugerencia';
export interface ServicioPersona { id: number; name: string }
export interface ServicioAdjunto { id: number; name: string; mime: string; size: number }
export interface ServicioNota { id: number; text: string; at: string; by: ServicioPersona | null }
export interface ServicioEvento { at: string; action: string; by: ServicioPersona | null; summary: string }
export interface ServicioRespuesta { text: string; state: 'borrador' | 'enviada'; saved_at: string; saved_by: ServicioPersona | null; sent_at: string | null; sent_by: ServicioPersona | null }
export interface ServicioCierre { reason: string; at: string }
export interface ServicioProrroga { due_date: string; reason: string; at: string }
export interface ServicioPqrsSummary {
  id: number; radicado: string; type_pqr: TipoPqr; name: string; email: string; received_at: string; due_date: string;
  state: ServicioEstado; deadline: ServicioPlazo; assigned_to: ServicioPersona | null; extended: boolean;
}
export interface ServicioPqrsPage { items: ServicioPqrsSummary[]; total: number; page: number; limit: number; today: string }
export interface ServicioPqrs extends ServicioPqrsSummary {
  phone: string; message: string; original_due_date: string; extension: ServicioProrroga | null; extension_limit: string | null;
  closure: ServicioCierre | null; answer: ServicioRespuesta | null; attachments: ServicioAdjunto[]; notes: ServicioNota[]; history: ServicioEvento[];
}
export interface DiaNoHabil { id: number; day: string; reason: string; created_at: string; created_by: ServicioPersona | null }
export interface EticaReporteSummary { id: number; radicado: string; company: string; whistleblower: string; received_at: string; state: ServicioEstado; anonymous: boolean; has_email: boolean }
export interface EticaReportePage { items: EticaReporteSummary[]; total: number; page: number; limit: number }
export interface EticaReporte extends EticaReporteSummary {
  details: string; name: string | null; email: string | null; closure: ServicioCierre | null; answer: ServicioRespuesta | null;
  attachments: ServicioAdjunto[]; notes: ServicioNota[]; history: ServicioEvento[];
}
