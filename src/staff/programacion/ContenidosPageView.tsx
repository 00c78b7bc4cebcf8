import { Alert, Button, Form, Input, Result, Select, Space, Steps, Table, Typography } from 'antd';
import type { ContentGroupSlug, ContentPreview, StaffContent, StaffContentInput } from '../../../openapi';
import { ContentPageView } from '../../pages/content/ContentPageView';

/** The content groups as people read them. */
export const GROUP_LABELS: Record<ContentGroupSlug, string> = {
  'pie-de-pagina-1': 'Pie de página, columna 1',
  'pie-de-pagina-2': 'Pie de página, columna 2',
  corporativo: 'Corporativo',
  pagina: 'Páginas',
};
const groups = Object.entries(GROUP_LABELS).map(([value, label]) => ({ value, label }));

export interface StaffContentsListViewProps {
  contents: readonly StaffContent[] | undefined;
  loading: boolean;
  problem: string | null;
  onEdit(content: StaffContent): void;
  onNew(grupo: ContentGroupSlug): void;
}

/** The footer links and content pages, by group, each with 'Editar'. */
export function StaffContentsListView({ contents, loading, problem, onEdit, onNew }: StaffContentsListViewProps) {
  return (
    <section aria-labelledby="contenidos-titulo">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} id="contenidos-titulo">
          Contenidos
        </Typography.Title>
        <Button type="primary" onClick={() => onNew('pagina')}>
          Nuevo contenido
        </Button>
      </Space>
      {problem ? <Alert type="error" showIcon message={problem} role="alert" /> : null}
      <Table<StaffContent>
        rowKey="id"
        loading={loading}
        dataSource={contents ? [...contents] : []}
        pagination={false}
        columns={[
          { title: 'Grupo', dataIndex: 'grupo', render: (g: ContentGroupSlug) => GROUP_LABELS[g] },
          { title: 'Orden', dataIndex: 'position' },
          { title: 'Título', dataIndex: 'title' },
          { title: 'Dirección', dataIndex: 'slug', render: (slug: string) => `/pagina/${slug}` },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, content) => (
              <Button onClick={() => onEdit(content)} aria-label={`Editar ${content.title}`}>
                Editar
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

export interface StaffContentEditorViewProps {
  step: 'editar' | 'vista-previa' | 'publicado';
  isNew: boolean;
  draft: StaffContentInput;
  preview: ContentPreview | null;
  canPublish: boolean;
  busy: boolean;
  refusal: string | null;
  saved: StaffContent | null;
  onPreview(draft: StaffContentInput): void;
  onEdit(): void;
  onPublish(): void;
  onClose(): void;
}

const stepIndex = { editar: 0, 'vista-previa': 1, publicado: 2 } as const;

interface FormValues {
  grupo: ContentGroupSlug;
  slug: string;
  title: string;
  subtitle: string;
  image: string;
  content: string;
}

/** Edit → preview (the page as the site shows it, with what would be taken out) → publish. */
export function StaffContentEditorView({ step, isNew, draft, preview, canPublish, busy, refusal, saved, onPreview, onEdit, onPublish, onClose }: StaffContentEditorViewProps) {
  const initial: FormValues = { ...draft, subtitle: draft.subtitle ?? '', image: draft.image ?? '' };
  return (
    <section aria-labelledby="editor-titulo" className="vz-staff-editor">
      <Typography.Title level={2} id="editor-titulo">
        {isNew ? 'Nuevo contenido' : `Editar: ${draft.title}`}
      </Typography.Title>
      <Steps current={stepIndex[step]} items={[{ title: 'Editar' }, { title: 'Vista previa' }, { title: 'Publicado' }]} style={{ marginBottom: 24 }} />
      {refusal ? <Alert type="error" showIcon message={refusal} role="alert" style={{ marginBottom: 16 }} /> : null}
      {step === 'editar' ? (
        <Form<FormValues>
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => onPreview({ grupo: v.grupo, slug: v.slug.trim(), title: v.title, subtitle: v.subtitle.trim() || null, image: v.image.trim() || null, content: v.content })}
        >
          <Form.Item label="Grupo" name="grupo" rules={[{ required: true, message: 'Elige el grupo.' }]}>
            <Select options={groups} />
          </Form.Item>
          <Form.Item label="Dirección (slug)" name="slug" extra="Minúsculas, números y guiones: /pagina/terminos-y-condiciones" rules={[{ required: true, message: 'Escribe la dirección.' }, { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'Solo minúsculas, números y guiones sueltos.' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="Título" name="title" rules={[{ required: true, message: 'Escribe el título.' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="Subtítulo" name="subtitle">
            <Input />
          </Form.Item>
          <Form.Item label="Imagen" name="image" extra="Una imagen ya subida, p. ej. /media/banners/combos.svg (opcional)">
            <Input />
          </Form.Item>
          <Form.Item label="Contenido (HTML)" name="content">
            <Input.TextArea rows={12} spellCheck={false} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {busy ? 'Preparando vista previa...' : 'Vista previa'}
            </Button>
            <Button onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
          </Space>
        </Form>
      ) : null}
      {step === 'vista-previa' && preview ? (
        <>
          {preview.problemas.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              message="El sitio no publicaría parte de este HTML. Quítalo antes de publicar:"
              description={
                <ul>
                  {preview.problemas.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
          <div className="vz-staff-preview" aria-label="Vista previa de la página">
            <ContentPageView page={{ id: saved?.id ?? 1, ...preview.page }} />
          </div>
          <Space style={{ marginTop: 16 }}>
            <Button onClick={onEdit} disabled={busy}>
              Volver a editar
            </Button>
            <Button type="primary" onClick={onPublish} disabled={!canPublish} loading={busy}>
              {busy ? 'Publicando...' : 'Publicar'}
            </Button>
          </Space>
        </>
      ) : null}
      {step === 'publicado' && saved ? (
        <Result
          status="success"
          title="Contenido publicado"
          subTitle={<a href={`/pagina/${saved.slug}`}>{`/pagina/${saved.slug}`}</a>}
          extra={<Button onClick={onClose}>Volver a la lista</Button>}
        />
      ) : null}
    </section>
  );
}
