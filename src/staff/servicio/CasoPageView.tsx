import { useEffect } from 'react';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Modal, Row, Select, Space, Timeline, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Prorroga, RespuestaEnviada } from '../../../machines/staff/servicio/pqrs-respuesta/pqrs-respuesta.types';
import type { ServicioPersona } from './bandejaContrato';
import { BANDEJAS, type Caso } from './bandeja';
import { diaLargo } from '../fechas';
import { staffDateTime } from '../format';
import { EstadoTag, PlazoTag } from './BandejaPageView';

/** One of the page's small writes (a note, a state, an assignment): from the bandeja-gestion machine. */
export interface WriteProps<R> {
  busy: boolean;
  refusal: string | null;
  /** Writes taken so far: the form empties when it grows. */
  done: number;
  onSubmit(request: R): void;
  onDismiss(): void;
}

/** The answer, from the pqrs-respuesta machine. */
export interface RespuestaProps {
  writing: boolean;
  reviewing: boolean;
  busy: boolean;
  draft: string;
  saved: string | null;
  refusal: string | null;
  sent: RespuestaEnviada | null;
  closed: boolean;
  onChange(text: string): void;
  onReview(): void;
  onEdit(): void;
  onSend(): void;
}

/** The term's extension, from the same machine. */
export interface ProrrogaProps {
  canExtend: boolean;
  open: boolean;
  extending: boolean;
  refusal: string | null;
  extension: Prorroga | null;
  onOpen(): void;
  onConfirm(reason: string, dueDate: string): void;
  onClose(): void;
}

export interface CasoPageViewProps {
  caso: Caso;
  /** Who a PQRS can be assigned to. */
  people: ServicioPersona[];
  nota: WriteProps<{ text: string }>;
  estado: WriteProps<{ state: 'en_tramite' | 'cerrada'; reason?: string }>;
  asignacion: WriteProps<{ person_id: number | null }>;
  respuesta: RespuestaProps;
  prorroga: ProrrogaProps;
}

const kb = (size: number) => (size < 1024 * 1024 ? `${Math.max(1, Math.round(size / 1024)).toLocaleString('es-CO')} KB` : `${(size / 1024 / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`);

function Refusal({ message, onClose }: { message: string | null; onClose?: () => void }) {
  return message ? <Alert type="error" role="alert" showIcon title={message} closable={onClose ? { onClose } : undefined} style={{ marginBottom: 12 }} /> : null;
}

/** Empties a form each time the server takes its write. */
function useResetOn(done: number, reset: () => void) {
  useEffect(() => {
    if (done > 0) reset();
  }, [done]);
}

/** A PQRS or an ethics report: what was sent, its files, the desk's actions, the answer, notes and history. */
export function CasoPageView({ caso, people, nota, estado, asignacion, respuesta, prorroga }: CasoPageViewProps) {
  const words = BANDEJAS[caso.desk];
  const open = caso.state === 'radicada' || caso.state === 'en_tramite';
  return (
    <article aria-labelledby="caso-titulo">
      <Link to={words.path}>Volver a la bandeja</Link>
      <Flex wrap gap={12} align="center" style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={1} id="caso-titulo" style={{ fontSize: 24, margin: 0 }}>
          {words.caso} {caso.radicado}
        </Typography.Title>
        <EstadoTag state={caso.state} />
        {caso.term ? <PlazoTag deadline={caso.term.deadline} /> : null}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={<h2 className="vz-staff-card-title">Lo que se recibió</h2>}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'received', label: 'Recibida', children: staffDateTime(caso.receivedAt) },
                ...(caso.term
                  ? [{ key: 'due', label: 'Fecha límite', children: caso.term.extension ? `${diaLargo(caso.term.dueDate)} (prorrogada; antes ${diaLargo(caso.term.originalDueDate)})` : diaLargo(caso.term.dueDate) }]
                  : []),
                ...caso.who.map((w) => ({ key: w.label, label: w.label, children: w.value })),
              ]}
            />
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
              {caso.messageLabel}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{caso.message}</Typography.Paragraph>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Adjuntos
            </Typography.Title>
            {caso.attachments.length === 0 ? (
              <Typography.Paragraph>Sin adjuntos.</Typography.Paragraph>
            ) : (
              <ul aria-label="Adjuntos">
                {caso.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={caso.attachmentUrl(a)} download={a.name}>
                      Descargar {a.name}
                    </a>{' '}
                    <Typography.Text type="secondary">({kb(a.size)})</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <RespuestaCard caso={caso} respuesta={respuesta} />
        </Col>
        <Col xs={24} lg={10}>
          {open ? <GestionCard caso={caso} people={people} estado={estado} asignacion={asignacion} prorroga={prorroga} /> : <CierreCard caso={caso} />}
          <NotasCard caso={caso} nota={nota} />
          <Card title={<h2 className="vz-staff-card-title">Historial</h2>} style={{ marginTop: 16 }}>
            <Timeline
              items={caso.history.map((e, i) => ({
                key: i,
                content: (
                  <>
                    <Typography.Text strong>{staffDateTime(e.at)}</Typography.Text>
                    {e.by ? <Typography.Text type="secondary"> · {e.by.name}</Typography.Text> : null}
                    <div>{e.summary}</div>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
      {caso.term ? <ProrrogaDialog caso={caso} prorroga={prorroga} /> : null}
    </article>
  );
}

function CierreCard({ caso }: { caso: Caso }) {
  return (
    <Card title={<h2 className="vz-staff-card-title">Estado</h2>}>
      {caso.closure ? (
        <Typography.Paragraph>
          Cerrada sin respuesta el {staffDateTime(caso.closure.at)}. Motivo: {caso.closure.reason}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>Respondida: ya no cambia de estado ni de responsable.</Typography.Paragraph>
      )}
      {caso.term?.extension ? (
        <Typography.Paragraph>
          Plazo prorrogado hasta el {diaLargo(caso.term.extension.due_date)}. Motivo: {caso.term.extension.reason}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

function GestionCard({ caso, people, estado, asignacion, prorroga }: Pick<CasoPageViewProps, 'caso' | 'people' | 'estado' | 'asignacion' | 'prorroga'>) {
  const [closing] = Form.useForm<{ reason: string }>();
  const [assigning] = Form.useForm<{ person_id: number | 'none' }>();
  useResetOn(estado.done, () => closing.resetFields());
  return (
    <Card title={<h2 className="vz-staff-card-title">Gestión</h2>}>
      <Refusal message={estado.refusal} onClose={estado.onDismiss} />
      {caso.state === 'radicada' ? (
        <Button onClick={() => estado.onSubmit({ state: 'en_tramite' })} loading={estado.busy} style={{ marginBottom: 16 }}>
          Pasar a en trámite
        </Button>
      ) : null}
      {caso.assignedTo !== undefined ? (
        <>
          <Refusal message={asignacion.refusal} onClose={asignacion.onDismiss} />
          <Form form={assigning} name="asignacion" layout="vertical" initialValues={{ person_id: caso.assignedTo?.id ?? 'none' }} onFinish={({ person_id }) => asignacion.onSubmit({ person_id: person_id === 'none' ? null : person_id })} aria-label="Asignación">
            <Form.Item label="Responsable" name="person_id">
              <Select options={[{ value: 'none', label: 'Sin responsable' }, ...people.map((p) => ({ value: p.id, label: p.name }))]} />
            </Form.Item>
            <Button htmlType="submit" loading={asignacion.busy}>
              Asignar
            </Button>
          </Form>
        </>
      ) : null}
      {caso.term ? (
        <div style={{ marginTop: 16 }}>
          {caso.term.extension ? (
            <Typography.Paragraph>
              Plazo prorrogado hasta el {diaLargo(caso.term.extension.due_date)}. Motivo: {caso.term.extension.reason}
            </Typography.Paragraph>
          ) : (
            <Button onClick={prorroga.onOpen} disabled={!prorroga.canExtend}>
              Prorrogar el plazo
            </Button>
          )}
        </div>
      ) : null}
      <Form form={closing} name="cierre" layout="vertical" onFinish={({ reason }) => estado.onSubmit({ state: 'cerrada', reason: reason.trim() })} aria-label="Cierre sin respuesta" style={{ marginTop: 16 }}>
        <Form.Item label="Motivo del cierre sin respuesta" name="reason" rules={[{ required: true, whitespace: true, message: 'Escribe el motivo del cierre.' }, { max: 500, message: 'Máximo 500 caracteres.' }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button danger htmlType="submit" loading={estado.busy}>
          Cerrar sin respuesta
        </Button>
      </Form>
    </Card>
  );
}

function NotasCard({ caso, nota }: Pick<CasoPageViewProps, 'caso' | 'nota'>) {
  const [form] = Form.useForm<{ text: string }>();
  useResetOn(nota.done, () => form.resetFields());
  return (
    <Card title={<h2 className="vz-staff-card-title">Notas internas</h2>} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">Solo las ve el personal; no se envían a la persona.</Typography.Paragraph>
      {caso.notes.length === 0 ? <Typography.Paragraph>Sin notas.</Typography.Paragraph> : null}
      {caso.notes.map((n) => (
        <div key={n.id} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{staffDateTime(n.at)}</Typography.Text>
          {n.by ? <Typography.Text type="secondary"> · {n.by.name}</Typography.Text> : null}
          <div style={{ whiteSpace: 'pre-wrap' }}>{n.text}</div>
        </div>
      ))}
      <Refusal message={nota.refusal} onClose={nota.onDismiss} />
      <Form form={form} name="nota" layout="vertical" onFinish={({ text }) => nota.onSubmit({ text: text.trim() })} aria-label="Agregar una nota">
        <Form.Item label="Nueva nota" name="text" rules={[{ required: true, whitespace: true, message: 'Escribe la nota.' }, { max: 2000, message: 'Máximo 2.000 caracteres.' }]}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Button htmlType="submit" loading={nota.busy}>
          Agregar nota
        </Button>
      </Form>
    </Card>
  );
}

function RespuestaCard({ caso, respuesta }: { caso: Caso; respuesta: RespuestaProps }) {
  const to = caso.who.find((w) => w.label === 'Correo')?.value;
  return (
    <Card title={<h2 className="vz-staff-card-title">Respuesta</h2>} style={{ marginTop: 16 }}>
      {respuesta.sent ? (
        <>
          <Alert type="success" showIcon title={`Enviada por correo el ${staffDateTime(respuesta.sent.at)}. Ya no se puede editar.`} style={{ marginBottom: 12 }} />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="respuesta-enviada">
            {respuesta.sent.text}
          </Typography.Paragraph>
        </>
      ) : respuesta.closed ? (
        <Typography.Paragraph>{caso.canAnswer ? 'Cerrada sin respuesta: no se envía ninguna.' : 'Quien reportó no dio un correo: no se le puede responder.'}</Typography.Paragraph>
      ) : respuesta.reviewing ? (
        <>
          <Refusal message={respuesta.refusal} />
          <Typography.Paragraph>
            Borrador guardado. Así sale por correo{to ? ` a ${to}` : ''}, con el radicado {caso.radicado}:
          </Typography.Paragraph>
          <blockquote className="vz-staff-quote" data-testid="respuesta-revision">
            {respuesta.saved}
          </blockquote>
          <Space wrap>
            <Button onClick={respuesta.onEdit} disabled={respuesta.busy}>
              Editar
            </Button>
            <Button type="primary" onClick={respuesta.onSend} loading={respuesta.busy}>
              {respuesta.busy ? 'Enviando...' : 'Enviar por correo'}
            </Button>
          </Space>
        </>
      ) : (
        <>
          <Refusal message={respuesta.refusal} />
          <label htmlFor="respuesta-texto" style={{ display: 'block', marginBottom: 8 }}>
            Texto de la respuesta
          </label>
          <Input.TextArea id="respuesta-texto" rows={6} maxLength={10000} value={respuesta.draft} onChange={(e) => respuesta.onChange(e.target.value)} disabled={!respuesta.writing} />
          <Button type="primary" onClick={respuesta.onReview} loading={respuesta.busy} style={{ marginTop: 12 }}>
            Guardar y revisar
          </Button>
        </>
      )}
    </Card>
  );
}

function ProrrogaDialog({ caso, prorroga }: { caso: Caso; prorroga: ProrrogaProps }) {
  const [form] = Form.useForm<{ reason: string; due_date: string }>();
  const limit = caso.term?.extensionLimit;
  return (
    <Modal
      open={prorroga.open}
      title={`Prorrogar el plazo de ${caso.radicado}`}
      onCancel={prorroga.extending ? undefined : prorroga.onClose}
      closable={!prorroga.extending}
      mask={{ closable: false }}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      footer={
        <Space>
          <Button onClick={prorroga.onClose} disabled={prorroga.extending}>
            Cancelar
          </Button>
          <Button type="primary" loading={prorroga.extending} onClick={() => form.submit()}>
            Prorrogar
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        Se puede prorrogar una sola vez, antes de que venza el plazo ({caso.term ? diaLargo(caso.term.dueDate) : ''}), y nunca más allá del doble del término
        {limit ? ` (a más tardar el ${diaLargo(limit)})` : ''}. La persona recibe un correo con el motivo y la nueva fecha.
      </Typography.Paragraph>
      <Refusal message={prorroga.refusal} />
      <Form form={form} name="prorroga" layout="vertical" onFinish={({ reason, due_date }) => prorroga.onConfirm(reason ?? '', due_date ?? '')} disabled={prorroga.extending}>
        <Form.Item label="Nueva fecha límite" name="due_date" rules={[{ required: true, message: 'Elige la nueva fecha límite.' }]}>
          <Input type="date" min={caso.term?.dueDate} />
        </Form.Item>
        <Form.Item label="Motivo de la prórroga" name="reason" extra="Va en el correo a la persona." rules={[{ required: true, whitespace: true, message: 'Escribe el motivo de la prórroga.' }, { max: 1000, message: 'Máximo 1.000 caracteres.' }]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
