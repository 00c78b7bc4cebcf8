// The contract's shapes of the service desk and the ethics inbox (issue 29), as the desk's pages use them.
import type { ServicioPqrsSummary } from '../../../openapi';

export type {
  DiaNoHabil,
  EticaReporte,
  EticaReportePage,
  EticaReporteSummary,
  ServicioAdjunto,
  ServicioCierre,
  ServicioEstado,
  ServicioEvento,
  ServicioNota,
  ServicioPersona,
  ServicioPlazo,
  ServicioPqrs,
  ServicioPqrsPage,
  ServicioPqrsSummary,
  ServicioProrroga,
  ServicioRespuesta,
} from '../../../openapi';
export type TipoPqr = ServicioPqrsSummary['type_pqr'];
