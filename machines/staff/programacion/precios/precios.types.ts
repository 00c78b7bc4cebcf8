import type { StaffMembershipPrice, StaffServiceFees, StaffTarifaChange } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffPreciosTag = 'busy' | 'saved' | 'failed';

/** What was saved last (the page says which). */
export type StaffPreciosPart = 'tarifas' | 'servicio' | 'membresia';

export interface StaffPreciosContext {
  saved: StaffPreciosPart | null;
  refusal: StaffRefusal | null;
}

export type StaffPreciosEvent =
  | { type: 'tarifas.save'; roomId: number; tarifas: StaffTarifaChange[] }
  | { type: 'servicio.save'; fees: StaffServiceFees }
  | { type: 'membresia.save'; price: StaffMembershipPrice };

export interface StaffPreciosSchema {
  context: StaffPreciosContext;
  events: StaffPreciosEvent;
  tags: StaffPreciosTag;
}
