import type { StaffProduct, StaffProductInput } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffConfiteriaTag = 'form' | 'busy' | 'saved' | 'failed';

export interface StaffConfiteriaContext {
  /** The product the form edits; null while the form makes a new one or is closed. */
  editing: StaffProduct | null;
  /** The product saved last. */
  saved: StaffProduct | null;
  refusal: StaffRefusal | null;
}

export type StaffConfiteriaEvent =
  | { type: 'producto.edit'; product: StaffProduct }
  | { type: 'producto.new' }
  | { type: 'producto.save'; input: StaffProductInput }
  | { type: 'producto.close' };

export interface StaffConfiteriaSchema {
  context: StaffConfiteriaContext;
  events: StaffConfiteriaEvent;
  tags: StaffConfiteriaTag;
}
