import { Button, Drawer, Modal, Segmented, Spin } from 'antd';
import type { Bank, PayBrand, PurchaseQuote, SelectedSeat } from '../../../openapi';
import type { CardDetails, PseDetails } from '../../../machines/checkout/checkout.types';
import { BrandList } from './BrandList';
import { CardForm } from './CardForm';
import { PseForm } from './PseForm';
import { OrderSummary } from './OrderSummary';

export interface CheckoutPanelProps {
  open: boolean;
  quote: PurchaseQuote | null;
  seats: SelectedSeat[];
  brands: PayBrand[];
  brand: PayBrand | null;
  part: 'brand' | 'confirmation' | 'card' | 'pse' | 'paying' | 'psePaying';
  /** PSE banks (listBanks). */
  banks: Bank[];
  onChooseBrand(id: number): void;
  onAccept(): void;
  onCloseConfirmation(): void;
  onSubmitCard(card: CardDetails): void;
  onSubmitPse(pse: PseDetails): void;
  /** A brand that takes card and PSE: the buyer switches between the two forms. */
  onSwitchMethod(): void;
  onBack(): void;
  onClose(): void;
  onChange(): void;
}

/** After 'Finalizar compra': the order, the payment brand, its confirmation with the terms link, the card form. */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { open, quote, seats, brands, brand, part } = props;
  const paying = part === 'paying' || part === 'psePaying';
  const both = Boolean(brand?.payment_method.pay_with_card && brand.payment_method.pay_with_pse);
  const method = part === 'pse' || part === 'psePaying' ? 'pse' : 'card';
  return (
    <Drawer open={open} title="Resumen de tu compra" placement="right" size={420} onClose={paying ? undefined : props.onClose} closable={!paying} mask={{ closable: !paying }} keyboard={!paying}>
      <OrderSummary quote={quote} seats={seats} />
      <Button block onClick={props.onChange} disabled={paying} style={{ margin: '16px 0' }}>
        Cambiar datos anteriores
      </Button>
      {part === 'brand' || part === 'confirmation' ? (
        <section aria-labelledby="vz-brands-title">
          <h3 id="vz-brands-title">Elige tu medio de pago</h3>
          <BrandList brands={brands} chosen={brand} onChoose={props.onChooseBrand} />
        </section>
      ) : null}
      {both && (part === 'card' || part === 'pse' || paying) ? (
        <Segmented
          block
          value={method}
          disabled={paying}
          onChange={(v) => v !== method && props.onSwitchMethod()}
          options={[
            { value: 'card', label: 'Tarjeta' },
            { value: 'pse', label: 'PSE' },
          ]}
          aria-label="Medio de pago"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {part === 'card' || part === 'paying' ? (
        <section aria-labelledby="vz-card-title">
          <h3 id="vz-card-title">Pago con tarjeta{brand ? ` · ${brand.name}` : ''}</h3>
          <Spin spinning={paying} description="Procesando el pago...">
            <CardForm busy={paying} onSubmit={props.onSubmitCard} onBack={props.onBack} />
          </Spin>
        </section>
      ) : null}
      {part === 'pse' || part === 'psePaying' ? (
        <section aria-labelledby="vz-pse-title">
          <h3 id="vz-pse-title">Pago por PSE{brand ? ` · ${brand.name}` : ''}</h3>
          <Spin spinning={paying} description="Conectando con tu banco...">
            <PseForm banks={props.banks} busy={paying} onSubmit={props.onSubmitPse} onBack={props.onBack} />
          </Spin>
        </section>
      ) : null}
      <Modal
        open={open && part === 'confirmation'}
        title="Confirma tu medio de pago"
        okText="Continuar"
        cancelText="Cancelar"
        onOk={props.onAccept}
        onCancel={props.onCloseConfirmation}
        centered
      >
        <p>
          Vas a pagar con <strong>{brand?.name}</strong>. Al continuar aceptas los{' '}
          <a href="/pagina/terminos-y-condiciones" target="_blank" rel="noopener">
            Términos y Condiciones
          </a>
          .
        </p>
      </Modal>
    </Drawer>
  );
}
