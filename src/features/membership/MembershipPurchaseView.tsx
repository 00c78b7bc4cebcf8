import { Button, Modal, Space, Spin, Steps } from 'antd';
import type { Bank, PayBrand } from '../../../openapi';
import type { MembershipDialog } from '../../../machines/membership/membership.dialogs';
import type { CardDetails, MembershipPrice, PaymentMethodChoice, PseDetails } from '../../../machines/membership/membership.types';
import { formatCop } from '../../lib/money';
import { BrandList } from '../checkout/BrandList';
import { CardForm } from '../checkout/CardForm';
import { CheckoutDialog } from '../checkout/CheckoutDialog';
import { PseForm } from '../checkout/PseForm';

export type MembershipPart = 'closed' | 'brand' | 'detail' | 'opening' | 'method' | 'card' | 'pse' | 'paying' | 'psePaying' | 'redirecting';

export interface MembershipPurchaseViewProps {
  part: MembershipPart;
  brands: PayBrand[];
  brand: PayBrand | null;
  price: MembershipPrice;
  /** What step 1 offers: only what the brand's method allows. */
  methods: PaymentMethodChoice[];
  dialog: MembershipDialog | null;
  /** PSE banks (listBanks), for the bank form. */
  banks: Bank[];
  onChooseBrand(id: number): void;
  onConfirmDetail(): void;
  onChooseMethod(method: PaymentMethodChoice): void;
  onSubmitCard(card: CardDetails): void;
  onSubmitPse(pse: PseDetails): void;
  onBack(): void;
  onClose(): void;
  onCloseDialog(): void;
}

const METHOD_LABELS: Record<PaymentMethodChoice, string> = { card: 'Tarjeta de crédito o débito', pse: 'PSE (débito a cuenta bancaria)' };

/** The membership purchase of spec §2: brand picker, purchase detail, payment in two steps, the result. */
export function MembershipPurchaseView(props: MembershipPurchaseViewProps) {
  const { part, brands, brand, price, methods } = props;
  const paying = part === 'paying' || part === 'psePaying';
  const step = part === 'method' ? 0 : 1;
  return (
    <>
      <Modal open={part === 'brand'} title="Elige tu medio de pago" footer={null} onCancel={props.onClose} centered>
        <BrandList brands={brands} chosen={brand} onChoose={props.onChooseBrand} />
      </Modal>
      <Modal
        open={part === 'detail' || part === 'opening'}
        title="Detalle de la compra"
        okText="Continuar"
        cancelText="Cancelar"
        onOk={props.onConfirmDetail}
        onCancel={props.onClose}
        okButtonProps={{ loading: part === 'opening' }}
        cancelButtonProps={{ disabled: part === 'opening' }}
        closable={part !== 'opening'}
        centered
      >
        <dl className="vz-summary">
          <dt>Membresía Club Vizionarios (un año)</dt>
          <dd>{formatCop(price.valor)}</dd>
          <dt>Servicio</dt>
          <dd>{formatCop(price.servicio)}</dd>
          <dt className="vz-summary__total">Total</dt>
          <dd className="vz-summary__total" data-testid="vz-membership-total">
            {formatCop(price.total)}
          </dd>
        </dl>
        <p>
          Medio de pago: <strong>{brand?.name}</strong>. La membresía queda activa por un año desde la aprobación del pago. Al continuar aceptas los{' '}
          <a href="/pagina/terminos-y-condiciones-club-vizionarios" target="_blank" rel="noopener">
            Términos y condiciones Club Vizionarios
          </a>
          .
        </p>
      </Modal>
      <Modal
        open={['method', 'card', 'pse', 'paying', 'psePaying'].includes(part)}
        title="Pago de la membresía"
        footer={null}
        onCancel={paying ? undefined : props.onClose}
        closable={!paying}
        mask={{ closable: !paying }}
        keyboard={!paying}
        centered
      >
        <Steps size="small" current={step} items={[{ title: 'Medio de pago' }, { title: 'Datos de pago' }]} style={{ marginBottom: 16 }} />
        <p>
          Total: <strong>{formatCop(price.total)}</strong>
          {brand ? ` · ${brand.name}` : null}
        </p>
        {part === 'method' ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {methods.map((m) => (
              <Button key={m} block size="large" onClick={() => props.onChooseMethod(m)}>
                {METHOD_LABELS[m]}
              </Button>
            ))}
          </Space>
        ) : null}
        {part === 'card' || part === 'paying' ? (
          <Spin spinning={paying} description="Procesando el pago...">
            <CardForm busy={paying} onSubmit={props.onSubmitCard} onBack={props.onBack} />
          </Spin>
        ) : null}
        {part === 'pse' || part === 'psePaying' ? (
          <Spin spinning={part === 'psePaying'} description="Conectando con tu banco...">
            <PseForm banks={props.banks} busy={part === 'psePaying'} onSubmit={props.onSubmitPse} onBack={props.onBack} />
          </Spin>
        ) : null}
      </Modal>
      {part === 'redirecting' ? <Spin fullscreen description="Te llevamos a tu banco..." /> : null}
      <CheckoutDialog dialog={props.dialog} onClose={props.onCloseDialog} />
    </>
  );
}
