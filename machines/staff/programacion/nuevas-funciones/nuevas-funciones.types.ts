import type { FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionOptions } from '../../../../openapi/index.ts';
import type { DeskRefusal } from '../../refusal.ts';

export type ProgramacionMasivaTag = 'loading' | 'failed' | 'form' | 'busy' | 'refused' | 'review' | 'conflicted' | 'canSave' | 'saving' | 'done';

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
