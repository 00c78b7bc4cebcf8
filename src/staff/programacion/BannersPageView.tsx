import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Select, Space, Spin, Table, Typography } from 'antd';
import type { StaffBanner, StaffBannerInput } from '../../../openapi';

export interface BannersPageViewProps {
  loading: boolean;
  loadFailed: boolean;
  banners: readonly StaffBanner[];
  busy: boolean;
  refusal: string | null;
  onCreate(body: StaffBannerInput): void;
  onUpdate(id: number, body: StaffBannerInput): void;
  onDelete(id: number): void;
  onReorder(ids: number[]): void;
  onRetry(): void;
}

interface FormValues {
  image: string;
  name: string;
  url: string;
  target: '_self' | '_blank';
}

const empty: FormValues = { image: '', name: '', url: '', target: '_self' };
const bodyOf = (v: FormValues): StaffBannerInput => ({ image: v.image.trim(), name: v.name.trim(), url: v.url.trim() || null, target: v.target });
/** The ids with the one at `i` moved by `by` (−1 up, +1 down). */
const moved = (banners: readonly StaffBanner[], i: number, by: number) => {
  const ids = banners.map((b) => b.id);
  [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
  return ids;
};

/** /staff/programacion/banners: the home carousel's banners, their order, and a form for one. */
export function BannersPageView({ loading, loadFailed, banners, busy, refusal, onCreate, onUpdate, onDelete, onReorder, onRetry }: BannersPageViewProps) {
  const [editing, setEditing] = useState<StaffBanner | null>(null);
  if (loadFailed) return <Result status="error" title="No pudimos leer los banners" subTitle={refusal} extra={<Button type="primary" onClick={onRetry}>Intentar de nuevo</Button>} />;
  if (loading) return <Spin aria-label="Cargando banners..." />;
  const initial: FormValues = editing ? { image: editing.image, name: editing.name, url: editing.url ?? '', target: editing.target } : empty;
  return (
    <section aria-labelledby="banners-titulo">
      <Typography.Title level={2} id="banners-titulo">
        Banners de la portada
      </Typography.Title>
      {refusal ? <Alert type="error" showIcon role="alert" message={refusal} style={{ marginBottom: 16 }} /> : null}
      <Table<StaffBanner>
        rowKey="id"
        dataSource={[...banners]}
        pagination={false}
        columns={[
          { title: 'Orden', dataIndex: 'position' },
          { title: 'Imagen', dataIndex: 'image', render: (src: string, b) => <img src={src} alt={b.name} width={120} height={40} style={{ objectFit: 'cover' }} /> },
          { title: 'Nombre', dataIndex: 'name' },
          { title: 'Enlace', dataIndex: 'url', render: (url: string | null, b) => (url ? `${url}${b.target === '_blank' ? ' (pestaña nueva)' : ''}` : '—') },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, b, i) => (
              <Space wrap>
                <Button disabled={busy || i === 0} onClick={() => onReorder(moved(banners, i, -1))} aria-label={`Subir ${b.name}`}>
                  Subir
                </Button>
                <Button disabled={busy || i === banners.length - 1} onClick={() => onReorder(moved(banners, i, 1))} aria-label={`Bajar ${b.name}`}>
                  Bajar
                </Button>
                <Button disabled={busy} onClick={() => setEditing(b)} aria-label={`Editar ${b.name}`}>
                  Editar
                </Button>
                <Button danger disabled={busy} onClick={() => onDelete(b.id)} aria-label={`Quitar ${b.name}`}>
                  Quitar
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={3} style={{ marginTop: 24 }}>
        {editing ? `Editar: ${editing.name}` : 'Nuevo banner'}
      </Typography.Title>
      <Form<FormValues>
        key={editing?.id ?? 'nuevo'}
        layout="vertical"
        initialValues={initial}
        style={{ maxWidth: 560 }}
        onFinish={(v) => {
          if (editing) onUpdate(editing.id, bodyOf(v));
          else onCreate(bodyOf(v));
          setEditing(null);
        }}
      >
        <Form.Item label="Imagen" name="image" extra="Una imagen ya subida (/media/…)." rules={[{ required: true, message: 'Escribe la dirección de la imagen.' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Nombre (texto alternativo)" name="name" rules={[{ required: true, message: 'Escribe el nombre.' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Enlace" name="url" extra="https://… o una ruta del sitio (/cartelera); opcional.">
          <Input />
        </Form.Item>
        <Form.Item label="Abrir el enlace en" name="target">
          <Select options={[{ value: '_self', label: 'La misma pestaña' }, { value: '_blank', label: 'Una pestaña nueva' }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {busy ? 'Guardando...' : editing ? 'Guardar cambios' : 'Crear banner'}
          </Button>
          {editing ? <Button onClick={() => setEditing(null)}>Cancelar</Button> : null}
        </Space>
      </Form>
    </section>
  );
}
