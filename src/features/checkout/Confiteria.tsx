import { Button, Card, Empty, InputNumber, Modal, Radio, Space, theme } from 'antd';
import type { ScoreProduct } from '../../../openapi';
import type { CartItem } from '../../../machines/checkout/checkout.selectors';
import type { ComboDraft } from '../../../machines/checkout/checkout.types';
import { formatCop } from '../../lib/money';

export interface ConfiteriaProps {
  products: ScoreProduct[];
  member: boolean;
  cart: CartItem[];
  busy?: boolean;
  onOpen(codigo: number): void;
  onIncrement(line: number): void;
  onDecrement(line: number): void;
  onRemove(line: number): void;
}

export const unitPrice = (p: ScoreProduct | undefined, member: boolean) => (p ? (member ? p.Precios[0]?.OtroPago : p.Precios[0]?.General) ?? 0 : 0);

/** Step 1: combos and products to add, and the ones in the cart (quantity never below 1). */
export function Confiteria({ products, member, cart, busy, onOpen, onIncrement, onDecrement, onRemove }: ConfiteriaProps) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="vz-confectionery-title">
      <h2 id="vz-confectionery-title">Confitería</h2>
      {products.length === 0 ? (
        <Empty description="No hay productos disponibles en este momento." />
      ) : (
        <ul className="vz-products" style={{ listStyle: 'none', padding: 0 }}>
          {products.map((p) => (
            <li key={p.Codigo}>
              <Card
                className="vz-product"
                size="small"
                cover={p.image ? <img src={p.image} alt="" loading="lazy" width={160} height={120} /> : undefined}
                actions={[
                  <Button key="add" type="link" onClick={() => onOpen(p.Codigo)} disabled={busy} aria-label={`Agregar ${p.Descripcion}`}>
                    Agregar
                  </Button>,
                ]}
              >
                <Card.Meta title={p.Descripcion} description={<span style={{ color: token.colorText }}>{formatCop(unitPrice(p, member))}</span>} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      {cart.length > 0 ? (
        <section aria-labelledby="vz-cart-title">
          <h3 id="vz-cart-title">Tu confitería</h3>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {cart.map((line, i) => (
              <li key={`${line.Codigo}-${line.Receta.join('.')}`} className="vz-cart-line">
                <span>
                  {line.product?.Descripcion ?? line.Codigo}
                  {line.recipeText ? ` (${line.recipeText})` : ''}
                </span>
                <Space>
                  <Button size="small" onClick={() => onDecrement(i)} disabled={busy || line.Cantidad <= 1} aria-label={`Quitar uno de ${line.product?.Descripcion ?? ''}`}>
                    −
                  </Button>
                  <InputNumber size="small" value={line.Cantidad} readOnly aria-label={`Cantidad de ${line.product?.Descripcion ?? ''}`} style={{ width: 56 }} />
                  <Button size="small" onClick={() => onIncrement(i)} disabled={busy} aria-label={`Agregar uno de ${line.product?.Descripcion ?? ''}`}>
                    +
                  </Button>
                  <Button size="small" danger type="link" onClick={() => onRemove(i)} disabled={busy}>
                    Eliminar
                  </Button>
                </Space>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

export interface ComboModalProps {
  product: ScoreProduct | null;
  draft: ComboDraft | null;
  onChoose(group: number, option: number): void;
  onAdd(): void;
  onCancel(): void;
}

/** The combo modal: one choice per recipe item (spec §4); 'Agregar' checks that every item is chosen. */
export function ComboModal({ product, draft, onChoose, onAdd, onCancel }: ComboModalProps) {
  return (
    <Modal open={Boolean(product && draft)} title={product?.Descripcion} onCancel={onCancel} okText="Agregar" cancelText="Cancelar" onOk={onAdd} destroyOnHidden>
      {product?.Receta.map((group, g) => (
        <fieldset key={group.Codigo} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontWeight: 600 }}>
            {group.Descripcion}
            {group.Cantidad > 1 ? ` (${group.Cantidad})` : ''}
          </legend>
          <Radio.Group value={draft?.choices[g] ?? null} onChange={(e) => onChoose(g, e.target.value as number)}>
            <Space direction="vertical">
              {group.Opciones.map((o) => (
                <Radio key={o.Codigo} value={o.Codigo}>
                  {o.Descripcion}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </fieldset>
      ))}
    </Modal>
  );
}
