import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { bandejaGestionMachine } from '../../../machines/staff/servicio/bandeja-gestion/bandeja-gestion.machine';
import { selectDone, selectRefusal, selectWriting } from '../../../machines/staff/servicio/bandeja-gestion/bandeja-gestion.selectors';
import {
  selectAnswerBusy,
  selectAnswerRefusal,
  selectCanExtend,
  selectClosedWithoutReply,
  selectDraft,
  selectExtending,
  selectExtension,
  selectExtensionOpen,
  selectExtensionRefusal,
  selectReviewing,
  selectSavedDraft,
  selectSentAnswer,
  selectWriting as selectAnswerWriting,
} from '../../../machines/staff/servicio/pqrs-respuesta/pqrs-respuesta.selectors';
import type { ServicioPersona } from './bandejaContrato';
import type { Caso } from './bandeja';
import { PqrsRespuestaContext } from '../contexts';
import { CasoPageView, type WriteProps } from './CasoPageView';

type GestionLogic = typeof bandejaGestionMachine;

/** The small writes' machines the page runs: the page provides them with the contract's operations, a story with actors that never answer. */
export interface CasoWriters {
  nota: GestionLogic;
  estado: GestionLogic;
  asignacion: GestionLogic;
}

/** One small write's machine, as the view's props. */
function useWrite<R>(logic: GestionLogic, caseId: number, onTaken: () => void): WriteProps<R> {
  const ref = useActorRef(logic);
  const done = useSelector(ref, selectDone);
  const taken = useEffectEvent(onTaken);
  useEffect(() => {
    if (done > 0) taken();
  }, [done]);
  return {
    busy: useSelector(ref, selectWriting),
    refusal: useSelector(ref, selectRefusal),
    done,
    onSubmit: (body) => ref.send({ type: 'write.submit', request: { id: caseId, body } }),
    onDismiss: () => ref.send({ type: 'write.dismiss' }),
  };
}

/**
 * A case's page from its machines: the answer and extension (PqrsRespuestaContext, provided
 * around it) and the small writes; whenever the server takes one, the case is read again.
 */
export function CasoDesk({ caso, people, writers, onChanged }: { caso: Caso; people: ServicioPersona[]; writers: CasoWriters; onChanged(): void }) {
  const { send } = PqrsRespuestaContext.useActorRef();
  const sent = PqrsRespuestaContext.useSelector(selectSentAnswer);
  const extension = PqrsRespuestaContext.useSelector(selectExtension);
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    if (sent || extension) changed();
  }, [sent, extension]);
  return (
    <CasoPageView
      caso={caso}
      people={people}
      nota={useWrite(writers.nota, caso.id, onChanged)}
      estado={useWrite(writers.estado, caso.id, onChanged)}
      asignacion={useWrite(writers.asignacion, caso.id, onChanged)}
      respuesta={{
        writing: PqrsRespuestaContext.useSelector(selectAnswerWriting),
        reviewing: PqrsRespuestaContext.useSelector(selectReviewing),
        busy: PqrsRespuestaContext.useSelector(selectAnswerBusy),
        draft: PqrsRespuestaContext.useSelector(selectDraft),
        saved: PqrsRespuestaContext.useSelector(selectSavedDraft),
        refusal: PqrsRespuestaContext.useSelector(selectAnswerRefusal),
        sent,
        closed: PqrsRespuestaContext.useSelector(selectClosedWithoutReply),
        onChange: (text) => send({ type: 'answer.change', text }),
        onReview: () => send({ type: 'answer.review' }),
        onEdit: () => send({ type: 'answer.edit' }),
        onSend: () => send({ type: 'answer.send' }),
      }}
      prorroga={{
        canExtend: PqrsRespuestaContext.useSelector(selectCanExtend),
        open: PqrsRespuestaContext.useSelector(selectExtensionOpen),
        extending: PqrsRespuestaContext.useSelector(selectExtending),
        refusal: PqrsRespuestaContext.useSelector(selectExtensionRefusal),
        extension,
        onOpen: () => send({ type: 'extension.open' }),
        onConfirm: (reason, dueDate) => send({ type: 'extension.confirm', reason, dueDate }),
        onClose: () => send({ type: 'extension.close' }),
      }}
    />
  );
}
