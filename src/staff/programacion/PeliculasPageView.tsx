import { useMemo } from 'react';
import { Alert, Button, Checkbox, Drawer, Flex, Form, Input, InputNumber, Radio, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import type { StaffPelicula } from '../../../openapi';
import { ClasificacionValues } from '../../../openapi/rules.gen';
import type { PeliculaFormValues, PeliculaImageField } from '../../../machines/staff/programacion/pelicula/pelicula.types';

export interface PeliculasPageViewProps {
  peliculas: StaffPelicula[] | undefined;
  loading: boolean;
  listError: string | null;
  search: string;
  onSearch(text: string): void;
  drawerOpen: boolean;
  /** The film being edited; null for a new one. */
  editing: StaffPelicula | null;
  images: Record<PeliculaImageField, string | null>;
  uploading: PeliculaImageField | null;
  saving: boolean;
  refusal: string | null;
  fieldErrors: Record<string, string>;
  /** The film just saved, for the notice over the list. */
  saved: StaffPelicula | null;
  onNew(): void;
  onEdit(pelicula: StaffPelicula): void;
  onClose(): void;
  onUpload(field: PeliculaImageField, file: File): void;
  onRemove(field: PeliculaImageField): void;
  onSave(values: PeliculaFormValues): void;
}

export const STATE_LABELS: Record<StaffPelicula['state'], { label: string; color: string }> = {
  // Dark enough for white text (WCAG AA): antd's light preset tags fail axe's contrast check.
  en_cartelera: { label: 'En cartelera', color: '#237804' },
  proximo_estreno: { label: 'Próximo estreno', color: '#0958d9' },
  retirada: { label: 'Retirada', color: 'default' },
};

const IMAGE_LABELS: Record<PeliculaImageField, { title: string; upload: string; remove: string }> = {
  poster: { title: 'Póster', upload: 'Subir póster', remove: 'Quitar póster' },
  backdrop: { title: 'Imagen de fondo', upload: 'Subir imagen de fondo', remove: 'Quitar imagen de fondo' },
};

/** What the form holds (texts as typed; the container's onSave gets them ready for the contract). */
interface FormFields {
  title: string;
  original_title?: string;
  slug: string;
  synopsis: string;
  rating: PeliculaFormValues['rating'];
  duration: number;
  genres: string[];
  language: string;
  director?: string;
  country?: string;
  trailer?: string;
  date_release: string;
  state: PeliculaFormValues['state'];
  preventa?: boolean;
}

const fieldsOf = (p: StaffPelicula | null): Partial<FormFields> =>
  p
    ? { ...p, rating: p.rating as FormFields['rating'], trailer: p.trailer ?? '', original_title: p.original_title }
    : { state: 'proximo_estreno', rating: 'Todos', genres: [], language: 'Español', preventa: false };

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function toValues(f: FormFields): PeliculaFormValues {
  return {
    title: f.title.trim(),
    original_title: optional(f.original_title),
    slug: f.slug.trim(),
    synopsis: f.synopsis.trim(),
    rating: f.rating,
    duration: f.duration,
    genres: f.genres.map((g) => g.trim()).filter(Boolean),
    language: f.language.trim(),
    director: optional(f.director),
    country: optional(f.country),
    trailer: optional(f.trailer) ?? null,
    date_release: f.date_release,
    state: f.state,
    ...(f.state === 'proximo_estreno' ? { preventa: Boolean(f.preventa) } : {}),
  };
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The programming desk's films: a searchable table and the drawer that creates or edits one. */
export function PeliculasPageView(props: PeliculasPageViewProps) {
  const { peliculas, loading, listError, search, onSearch, drawerOpen, editing, saved, onNew, onEdit } = props;
  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase('es');
    return (peliculas ?? []).filter((p) => !q || p.title.toLocaleLowerCase('es').includes(q) || p.slug.includes(q));
  }, [peliculas, search]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Películas
        </Typography.Title>
        <Space wrap>
          <Input.Search allowClear aria-label="Buscar película" placeholder="Buscar por título o slug" value={search} onChange={(e) => onSearch(e.target.value)} style={{ width: 280 }} />
          <Button type="primary" onClick={onNew}>
            Nueva película
          </Button>
        </Space>
      </Flex>
      {saved ? <Alert type="success" role="status" showIcon title={`Película «${saved.title}» guardada.`} style={{ marginBottom: 16 }} /> : null}
      {listError ? <Alert type="error" role="alert" showIcon title={listError} style={{ marginBottom: 16 }} /> : null}
      <Table<StaffPelicula>
        rowKey="id"
        loading={loading}
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        locale={{ emptyText: search ? 'Ninguna película coincide con la búsqueda.' : 'Aún no hay películas.' }}
        columns={[
          {
            title: 'Título',
            key: 'title',
            render: (_, p) => (
              <>
                <Typography.Text strong>{p.title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{p.slug}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Estado',
            key: 'state',
            render: (_, p) => (
              <Space size={4} wrap>
                <Tag color={STATE_LABELS[p.state].color}>{STATE_LABELS[p.state].label}</Tag>
                {p.preventa ? <Tag color="#531dab">Preventa</Tag> : null}
              </Space>
            ),
          },
          { title: 'Estreno', dataIndex: 'date_release', key: 'date_release' },
          { title: 'Duración', key: 'duration', render: (_, p) => `${p.duration} min` },
          { title: 'Clasificación', dataIndex: 'rating', key: 'rating' },
          {
            title: 'Acciones',
            key: 'actions',
            render: (_, p) => (
              <Button onClick={() => onEdit(p)} aria-label={`Editar ${p.title}`}>
                Editar
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={drawerOpen}
        onClose={props.saving ? undefined : props.onClose}
        closable={!props.saving}
        maskClosable={false}
        destroyOnHidden
        title={editing ? `Editar «${editing.title}»` : 'Nueva película'}
        size="large"
      >
        {drawerOpen ? <PeliculaForm {...props} /> : null}
      </Drawer>
    </>
  );
}

function ImageField({ field, images, uploading, saving, fieldErrors, onUpload, onRemove }: PeliculasPageViewProps & { field: PeliculaImageField }) {
  const labels = IMAGE_LABELS[field];
  const url = images[field];
  return (
    <Form.Item label={labels.title} required={field === 'poster'} validateStatus={fieldErrors[field] ? 'error' : undefined} help={fieldErrors[field]} extra="JPEG, PNG o WebP, hasta 5 MB.">
      <Space align="start" wrap id={`${field}-upload`}>
        {url ? <img src={url} alt={labels.title} style={{ height: 96, borderRadius: 4, border: '1px solid #d9d9d9' }} /> : null}
        <Upload
          accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
          showUploadList={false}
          maxCount={1}
          disabled={uploading !== null || saving}
          beforeUpload={(file) => {
            onUpload(field, file);
            return false;
          }}
        >
          <Button loading={uploading === field} disabled={uploading !== null || saving}>
            {uploading === field ? 'Subiendo…' : labels.upload}
          </Button>
        </Upload>
        {url ? (
          <Button onClick={() => onRemove(field)} disabled={uploading !== null || saving}>
            {labels.remove}
          </Button>
        ) : null}
      </Space>
    </Form.Item>
  );
}

function PeliculaForm(props: PeliculasPageViewProps) {
  const { editing, saving, refusal, fieldErrors, uploading, onSave } = props;
  const [form] = Form.useForm<FormFields>();
  const state = Form.useWatch('state', form);
  const item = (name: keyof FormFields) => (fieldErrors[name] ? { validateStatus: 'error' as const, help: fieldErrors[name] } : {});
  return (
    <Form<FormFields> form={form} layout="vertical" initialValues={fieldsOf(editing)} onFinish={(f) => onSave(toValues(f))} disabled={saving}>
      {refusal ? <Alert type="error" role="alert" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="title" label="Título" rules={[{ required: true, whitespace: true, message: 'El título es requerido.' }, { max: 160 }]} {...item('title')}>
        <Input />
      </Form.Item>
      <Form.Item name="original_title" label="Título original" extra="Si lo dejas vacío, el título." {...item('original_title')}>
        <Input />
      </Form.Item>
      <Form.Item
        name="slug"
        label="Slug"
        extra="La dirección de su página: /viziona/pelicula/<slug>."
        rules={[{ required: true, message: 'El slug es requerido.' }, { pattern: SLUG, message: 'Solo minúsculas sin tildes, números y guiones entre palabras.' }]}
        {...item('slug')}
      >
        <Input />
      </Form.Item>
      <Form.Item name="synopsis" label="Sinopsis" rules={[{ required: true, whitespace: true, message: 'La sinopsis es requerida.' }, { max: 3000 }]} {...item('synopsis')}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="rating" label="Clasificación" rules={[{ required: true }]} style={{ minWidth: 160 }} {...item('rating')}>
          <Select options={ClasificacionValues.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="duration" label="Duración (minutos)" rules={[{ required: true, message: 'La duración es requerida.' }]} {...item('duration')}>
          <InputNumber min={1} max={600} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="date_release" label="Fecha de estreno" rules={[{ required: true, message: 'La fecha de estreno es requerida.' }]} {...item('date_release')}>
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Form.Item name="genres" label="Géneros" rules={[{ required: true, type: 'array', min: 1, message: 'Elige al menos un género.' }]} extra="Escribe un género y pulsa Enter." {...item('genres')}>
        <Select mode="tags" maxCount={5} open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="language" label="Idioma" rules={[{ required: true, whitespace: true, message: 'El idioma es requerido.' }]} {...item('language')}>
          <Input />
        </Form.Item>
        <Form.Item name="director" label="Dirección" {...item('director')}>
          <Input />
        </Form.Item>
        <Form.Item name="country" label="País" {...item('country')}>
          <Input />
        </Form.Item>
      </Flex>
      <Form.Item name="trailer" label="Tráiler" rules={[{ type: 'url', message: 'Escribe un enlace completo.' }, { pattern: /^https:\/\//, message: 'El enlace debe empezar por https://' }]} {...item('trailer')}>
        <Input placeholder="https://www.youtube.com/watch?v=…" inputMode="url" />
      </Form.Item>
      <ImageField {...props} field="poster" />
      <ImageField {...props} field="backdrop" />
      <Form.Item name="state" label="Estado" rules={[{ required: true }]} {...item('state')}>
        <Radio.Group
          optionType="button"
          options={(Object.keys(STATE_LABELS) as StaffPelicula['state'][]).map((value) => ({ value, label: STATE_LABELS[value].label }))}
        />
      </Form.Item>
      {state === 'proximo_estreno' ? (
        <Form.Item name="preventa" valuePropName="checked" {...item('preventa')}>
          <Checkbox>En preventa (sus funciones ya se venden)</Checkbox>
        </Form.Item>
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploading !== null}>
          {saving ? 'Guardando…' : 'Guardar'}
        </Button>
        <Button onClick={props.onClose} disabled={saving}>
          Cancelar
        </Button>
      </Space>
    </Form>
  );
}
