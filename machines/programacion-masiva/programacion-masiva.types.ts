import type { FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionOptions } from '../../openapi/index.ts';

export type ProgramacionMasivaTag = 'loading' | 'failed' | 'form' | 'busy' | 'refused' | 'review' | 'conflicted' | 'canSave' | 'saving' | 'done';

/** A refusal of the server: its status, its Spanish message and its messages by field (`errors`). */
export interface DeskRefusal {
  status: number;
  message: string;
  /** By field of the request (film_id, room_ids…) or by función of the preview (`funciones[i]`). */
  errors: Record<string, string>;
}

export interface ProgramacionMasivaContext {
  /** What can be chosen: films, rooms, formats, versions, cleaning minutes (getProgramacionOptions). */
  options: ProgramacionOptions | null;
  /** The request last sent to preview; the form starts from it when going back to edit. */
  solicitud: FuncionesRequest | null;
  /** Every función the request gives, each with its conflicts (previewFunciones). */
  preview: FuncionesPreview | null;
  /** What the save made (createFunciones). */
  created: FuncionesCreated | null;
  refusal: DeskRefusal | null;
}

export type ProgramacionMasivaEvent =
  | { type: 'options.retry' }
  | { type: 'solicitud.preview'; solicitud: FuncionesRequest }
  | { type: 'solicitud.edit' }
  | { type: 'preview.refresh' }
  | { type: 'funciones.save' }
  | { type: 'wizard.restart' };

export interface ProgramacionMasivaSchema {
  context: ProgramacionMasivaContext;
  events: ProgramacionMasivaEvent;
  tags: ProgramacionMasivaTag;
}
