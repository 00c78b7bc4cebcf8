import type { DuplicadoOffline, PorteriaOptions } from '../../../../openapi/index.ts';

export type DuplicadosTag = 'loading' | 'ready' | 'empty' | 'failed';

/** A theater the staff can look into (getPorteriaOptions' theaters). */
export type DuplicadosTeatro = PorteriaOptions['theaters'][number];

/** What listDuplicadosOffline is asked: a theater and Bogotá days (inclusive). */
export interface DuplicadosFiltros {
  theater: number;
  from: string;
  to: string;
}

export interface DuplicadosContext {
  /** The theaters, once read (null before, or when none came). */
  theaters: DuplicadosTeatro[] | null;
  /** The filters in use: the theater (the first one until the person picks another) and the days. */
  filters: { theater: number | null; from: string; to: string };
  /** The duplicates of the last answer. */
  items: DuplicadoOffline[];
  problem: string | null;
}

export type DuplicadosEvent = { type: 'duplicados.filter'; filters: DuplicadosFiltros } | { type: 'duplicados.retry' };

/** Today in Bogotá ('YYYY-MM-DD'): the days the page opens on. */
export interface DuplicadosInput {
  today: string;
}

export interface DuplicadosSchema {
  context: DuplicadosContext;
  events: DuplicadosEvent;
  tags: DuplicadosTag;
  input: DuplicadosInput;
}
