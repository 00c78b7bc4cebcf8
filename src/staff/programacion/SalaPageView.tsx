import { Alert, Button, Radio, Result, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { LayoutSeat, LoneSeatMode, StaffSala } from '../../../openapi';
import { LONE_SEAT_MODE_NAMES, LONE_SEAT_MODES } from '../../../openapi/seat-rules';
import { SalaFocoMapa } from './SalaFocoMapa';

export interface SalaPageViewProps {
  loading: boolean;
  loadFailed: boolean;
  sala: StaffSala | null;
  /** The mode chosen on the page. */
  mode: LoneSeatMode | null;
  /** The seat the chosen focal point falls on ('H8'). */
  focused: string | null;
  changed: boolean;
  saving: boolean;
  saved: boolean;
  refusal: string | null;
  onMode(mode: LoneSeatMode): void;
  onSeat(seat: LayoutSeat): void;
  onSave(): void;
  onRetry(): void;
}

/** What each mode means to a buyer, in plain words. */
const EXPLAINED: Record<LoneSeatMode, string> = {
  off: 'Cada comprador elige las sillas que quiera, aunque deje una silla suelta que luego nadie compra.',
  aisle:
    'No se puede dejar una silla suelta entre dos ocupadas ni contra la pared; sí junto a un pasillo, donde alguien que viene solo la compra. Es la regla de las salas nuevas.',
  strict: 'No se puede dejar ninguna silla suelta, ni siquiera junto a un pasillo.',
};

/** /staff/programacion/salas/:id: the sala's no-lone-seats mode and 'Mejor disponible''s focal point. */
export function SalaPageView(props: SalaPageViewProps) {
  const { loading, loadFailed, sala, mode, focused, changed, saving, saved, refusal } = props;
  if (loadFailed) return <Result status="error" title="No pudimos leer la sala" subTitle={refusal} extra={<Button type="primary" onClick={props.onRetry}>Intentar de nuevo</Button>} />;
  if (loading || !sala || !mode) return <Spin aria-label="Cargando la sala..." />;
  return (
    <section aria-labelledby="sala-titulo" style={{ maxWidth: 720 }}>
      <Link to="/staff/programacion/salas">Todas las salas</Link>
      <Typography.Title level={1} id="sala-titulo" style={{ fontSize: 24, marginTop: 8 }}>
        {sala.name}
      </Typography.Title>
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} /> : null}
      {saved ? <Alert type="success" showIcon role="status" title="Regla guardada: rige para las reservas que se hagan desde ahora." style={{ marginBottom: 16 }} /> : null}

      <Typography.Title level={2} id="sillas-solas" style={{ fontSize: 18 }}>
        Sillas solas
      </Typography.Title>
      <Typography.Paragraph>
        Al elegir sillas, ¿puede un comprador dejar una silla libre suelta, sin nadie que la compre? Nunca cuentan la silla junto a un espacio para silla de ruedas (es del acompañante) ni una silla que ya estaba suelta.
      </Typography.Paragraph>
      <Radio.Group aria-labelledby="sillas-solas" value={mode} disabled={saving} onChange={(e) => props.onMode(e.target.value as LoneSeatMode)}>
        <Space orientation="vertical">
          {LONE_SEAT_MODES.map((m) => (
            <Radio key={m} value={m}>
              <strong>{LONE_SEAT_MODE_NAMES[m]}</strong>
              <br />
              <Typography.Text type="secondary">{EXPLAINED[m]}</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Punto focal de &apos;Mejor disponible&apos;
      </Typography.Title>
      <Typography.Paragraph>
        Haz clic en la silla desde donde mejor se ve la película: &apos;Mejor disponible&apos; busca las sillas juntas más cercanas a ella.
      </Typography.Paragraph>
      <Typography.Paragraph strong data-testid="punto-focal">
        Punto focal: silla {focused}
      </Typography.Paragraph>
      <SalaFocoMapa layout={sala.layout} focused={focused} disabled={saving} onChoose={props.onSeat} />

      <div style={{ marginTop: 24 }}>
        <Button type="primary" onClick={props.onSave} loading={saving} disabled={!changed && !saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </section>
  );
}
