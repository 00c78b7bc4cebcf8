import { Alert, Button, Card, Form, Input, InputNumber, Result, Select, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import type { StaffProduct, StaffProductInput } from '../../../openapi';
import { formatCop } from '../../lib/money';

export interface ConfiteriaPageViewProps {
  products: StaffProduct[] | undefined;
  loadError: string | null;
  formOpen: boolean;
  editing: StaffProduct | null;
  saving: boolean;
  saved: string | null;
  refusal: string | null;
  onNew(): void;
  onEdit(product: StaffProduct): void;
  onSave(input: StaffProductInput): void;
  onClose(): void;
  onRetry(): void;
}

const pesos = { min: 1, precision: 0, step: 500, prefix: '$', style: { width: '100%' } } as const;
const wholePesos = [{ required: true, type: 'integer' as const, min: 1, message: 'Pesos enteros, desde $ 1.' }];
const required = (message: string) => [{ required: true, whitespace: true, message }];

const emptyProduct: StaffProductInput = { codigo: '', descripcion: '', tipo: 'A', cantidad: 1, cinefan_plus: false, precio_general: 1, precio_otro_pago: 1, disponible: true, image: '', receta: [] };

/** The form of one product or combo: its data, prices, CineFanPlus, availability and recipe. */
function ProductForm({ editing, images, saving, refusal, onSave, onClose }: { editing: StaffProduct | null; images: string[]; saving: boolean; refusal: string | null; onSave(input: StaffProductInput): void; onClose(): void }) {
  const [form] = Form.useForm<StaffProductInput>();
  const initial: StaffProductInput = editing ? (({ id: _id, ...rest }) => rest)(editing) : { ...emptyProduct, image: images[0] ?? '' };
  return (
    <Card title={<h2 className="vz-staff-card-title">{editing ? `Editar ${editing.descripcion}` : 'Nuevo producto o combo'}</h2>}>
      {refusal ? <Alert type="error" role="alert" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
      {/* Every value of the store, the recipe's ids and codes too (they have no field): kept groups and options keep their ids. */}
      <Form<StaffProductInput> form={form} key={editing?.id ?? 'nuevo'} layout="vertical" disabled={saving} initialValues={initial} onFinish={() => onSave(form.getFieldsValue(true) as StaffProductInput)}>
        <Space wrap size="middle" align="start">
          <Form.Item label="Código" name="codigo" rules={[...required('Escribe el código del punto de venta.'), { pattern: /^[A-Za-z0-9_-]+$/, message: 'Letras, números, - o _.' }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label="Descripción" name="descripcion" rules={required('Escribe la descripción.')}>
            <Input maxLength={120} style={{ minWidth: 260 }} />
          </Form.Item>
          <Form.Item label="Tipo" name="tipo">
            <Select style={{ width: 180 }} options={[{ value: 'A', label: 'Combo' }, { value: 'P', label: 'Producto individual' }]} />
          </Form.Item>
          <Form.Item label="Cantidad" name="cantidad" rules={[{ required: true, type: 'integer', min: 1, message: 'Un número entero, desde 1.' }]}>
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
        </Space>
        <Space wrap size="middle" align="start">
          <Form.Item label="Precio general" name="precio_general" rules={wholePesos}>
            <InputNumber {...pesos} />
          </Form.Item>
          <Form.Item
            label="Precio club"
            name="precio_otro_pago"
            dependencies={['precio_general']}
            rules={[
              ...wholePesos,
              ({ getFieldValue }) => ({ validator: (_rule, value: number) => (value > getFieldValue('precio_general') ? Promise.reject(new Error('No puede pasar del precio general.')) : Promise.resolve()) }),
            ]}
          >
            <InputNumber {...pesos} />
          </Form.Item>
          <Form.Item label="CineFanPlus" name="cinefan_plus" valuePropName="checked" extra="Solo para miembros con CineFan vigente.">
            <Switch />
          </Form.Item>
          <Form.Item label="Disponible" name="disponible" valuePropName="checked" extra="Apagado, no se muestra ni se vende.">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item label="Imagen" name="image" rules={required('Elige la imagen.')}>
          <Select options={images.map((image) => ({ value: image, label: image }))} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Receta
        </Typography.Title>
        <Form.List name="receta">
          {(groups, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {groups.map((group, gi) => (
                <Card key={group.key} size="small" title={`Grupo ${gi + 1}`} extra={<Button onClick={() => remove(group.name)}>Quitar grupo {gi + 1}</Button>}>
                  <Space wrap align="start">
                    <Form.Item label="Nombre del grupo" name={[group.name, 'nombre']} rules={required('Escribe el nombre del grupo.')}>
                      <Input maxLength={120} />
                    </Form.Item>
                    <Form.Item label="Unidades" name={[group.name, 'cantidad']} rules={[{ required: true, type: 'integer', min: 1, message: 'Desde 1.' }]}>
                      <InputNumber min={1} max={99} precision={0} />
                    </Form.Item>
                  </Space>
                  <Form.List name={[group.name, 'opciones']}>
                    {(options, { add: addOption, remove: removeOption }) => (
                      <>
                        {options.map((option, oi) => (
                          <Space key={option.key} align="baseline">
                            <Form.Item label={`Opción ${oi + 1} del grupo ${gi + 1}`} name={[option.name, 'descripcion']} rules={required('Escribe la opción.')}>
                              <Input maxLength={120} />
                            </Form.Item>
                            <Button onClick={() => removeOption(option.name)}>Quitar opción {oi + 1}</Button>
                          </Space>
                        ))}
                        <Button onClick={() => addOption({ descripcion: '' })}>Agregar opción al grupo {gi + 1}</Button>
                      </>
                    )}
                  </Form.List>
                </Card>
              ))}
              <Button onClick={() => add({ nombre: '', cantidad: 1, opciones: [{ descripcion: '' }] })}>Agregar grupo de receta</Button>
            </Space>
          )}
        </Form.List>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            Guardar
          </Button>
          <Button htmlType="button" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /staff/programacion/confiteria: the products and combos, and the form that edits one. */
export function ConfiteriaPageView({ products, loadError, formOpen, editing, saving, saved, refusal, onNew, onEdit, onSave, onClose, onRetry }: ConfiteriaPageViewProps) {
  if (!products) {
    return loadError ? (
      <Result status="error" title="No pudimos leer la confitería" subTitle={loadError} extra={<Button type="primary" onClick={onRetry}>Intentar de nuevo</Button>} />
    ) : (
      <Spin aria-label="Cargando confitería..." />
    );
  }
  const images = [...new Set(products.map((p) => p.image))];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Confitería
        </Typography.Title>
        <Button type="primary" onClick={onNew} disabled={formOpen}>
          Nuevo producto o combo
        </Button>
      </Space>
      {saved ? <Alert type="success" role="status" showIcon title={saved} /> : null}
      {/* The form takes the list's place while it is open. */}
      {formOpen ? (
        <ProductForm editing={editing} images={images} saving={saving} refusal={refusal} onSave={onSave} onClose={onClose} />
      ) : (
      <Table<StaffProduct>
        rowKey="id"
        size="small"
        dataSource={products}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Código', dataIndex: 'codigo' },
          { title: 'Descripción', dataIndex: 'descripcion' },
          { title: 'Tipo', key: 'tipo', render: (_, p) => (p.tipo === 'A' ? 'Combo' : 'Producto') },
          { title: 'Precio general', key: 'general', align: 'right', render: (_, p) => formatCop(p.precio_general) },
          { title: 'Precio club', key: 'club', align: 'right', render: (_, p) => formatCop(p.precio_otro_pago) },
          { title: 'Receta', key: 'receta', render: (_, p) => p.receta.map((g) => `${g.nombre} (${g.opciones.length})`).join(', ') || '—' },
          { title: 'CineFanPlus', key: 'cinefan', render: (_, p) => (p.cinefan_plus ? <Tag color="purple">CineFanPlus</Tag> : 'No') },
          { title: 'Disponible', key: 'disponible', render: (_, p) => (p.disponible ? <Typography.Text strong>Sí</Typography.Text> : <Tag>No</Tag>) },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, p) => (
              <Button onClick={() => onEdit(p)} aria-label={`Editar ${p.descripcion}`}>
                Editar
              </Button>
            ),
          },
        ]}
      />
      )}
    </Space>
  );
}
