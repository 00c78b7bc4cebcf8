import { Alert, Button, Skeleton, theme } from 'antd';
import type { Bank, PayBrand, PriceLocation, PurchaseQuote, ScoreProduct, SelectedSeat, ShowtimeRoom } from '../../../openapi';
import type { CheckoutDialog as Dialog } from '../../../machines/checkout/checkout.dialogs';
import type { CartItem, MapCell } from '../../../machines/checkout/checkout.selectors';
import type { CardDetails, ComboDraft, PseDetails } from '../../../machines/checkout/checkout.types';
import { seatName } from '../../../machines/checkout/checkout.seats';
import type { CheckoutPanelProps } from '../../features/checkout/CheckoutPanel';
import { LazyCheckoutDialog } from '../../features/checkout/LazyCheckoutDialog';
import { LazyCheckoutPanel } from '../../features/checkout/LazyCheckoutPanel';
import { LazyComboModal, LazyConfiteria } from '../../features/checkout/LazyConfiteria';
import { Countdown } from '../../features/checkout/Countdown';
import { SeatAnnouncer } from '../../features/checkout/SeatAnnouncer';
import { OrderSummary } from '../../features/checkout/OrderSummary';
import { SeatMap } from '../../features/checkout/SeatMap';
import { BestAvailable } from '../../features/checkout/BestAvailable';
import { ZonePicker } from '../../features/checkout/ZonePicker';
import '../../features/checkout/checkout.css';

export interface PurchasePageViewProps {
  loading: boolean;
  unavailable: boolean;
  room: ShowtimeRoom | null;
  step: 0 | 1 | null;
  prices: PriceLocation[];
  zone: number | null;
  seatRows: MapCell[][];
  seats: SelectedSeat[];
  maxSeats: number;
  busy: boolean;
  canContinue: boolean;
  /** Why the chosen seats break the sala's no-lone-seats rule, or null (issue 30). */
  loneSeat: string | null;
  canAskBest: boolean;
  timer: boolean;
  secondsLeft: number;
  products: ScoreProduct[];
  member: boolean;
  cart: CartItem[];
  quoting: boolean;
  quote: PurchaseQuote | null;
  error: string | null;
  canFinish: boolean;
  combo: { product: ScoreProduct | null; draft: ComboDraft | null } | null;
  panel: { open: boolean; part: CheckoutPanelProps['part'] };
  brands: PayBrand[];
  brand: PayBrand | null;
  dialog: Dialog | null;
  onZone(codigo: number): void;
  onToggleSeat(fila: number, columna: number): void;
  onContinue(): void;
  onBest(count: number): void;
  onDialogClose(): void;
  onChange(): void;
  onOpenProduct(codigo: number): void;
  onChooseRecipe(group: number, option: number): void;
  onAddCombo(): void;
  onCancelCombo(): void;
  onIncrement(line: number): void;
  onDecrement(line: number): void;
  onRemove(line: number): void;
  onFinish(): void;
  onChooseBrand(id: number): void;
  onAcceptConfirmation(): void;
  onCloseConfirmation(): void;
  onSubmitCard(card: CardDetails): void;
  onSubmitPse(pse: PseDetails): void;
  onSwitchMethod(): void;
  /** PSE banks (listBanks). */
  banks: Bank[];
  onBackToBrands(): void;
  onClosePanel(): void;
  onRetry(): void;
}

/** The purchase screen (spec §2): step 0 zone and seats, step 1 confectionery, then the checkout panel. */
export function PurchasePageView(p: PurchasePageViewProps) {
  const { token } = theme.useToken();
  if (p.unavailable) {
    return (
      <section className="vz-page vz-purchase">
        {/* Alert, not Result: it is in the first view's chunk, so this shows even when the network that failed the reads fails a download too. */}
        <Alert
          type="warning"
          showIcon
          title="No pudimos iniciar tu compra"
          description="Inténtalo de nuevo en un momento."
          action={
            <Button type="primary" onClick={p.onRetry}>
              Reintentar
            </Button>
          }
        />
      </section>
    );
  }
  if (p.loading || !p.room) {
    return (
      <section className="vz-page vz-purchase" aria-busy="true" aria-label="Cargando la función">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  const { showtime, movie } = p.room;
  // The first view goes without the chunks of step 1 and the dialogs; they download once a seat is chosen.
  const near = p.seats.length > 0 || p.step === 1;
  return (
    <section className="vz-page vz-purchase" aria-labelledby="vz-purchase-title">
      <header className="vz-purchase__head">
        <div>
          <h1 id="vz-purchase-title" className="vz-purchase__title">
            {movie.title}
          </h1>
          <p className="vz-purchase__meta">
            {showtime.date_string} · {showtime.hour_string} · {showtime.room_name} · {showtime.movie_format} {showtime.movie_version}
          </p>
        </div>
        {p.timer ? <Countdown seconds={p.secondsLeft} /> : null}
      </header>
      <SeatAnnouncer rows={p.seatRows} timer={p.timer} secondsLeft={p.secondsLeft} />
      <ol className="vz-steps" aria-label="Pasos de la compra" style={{ ['--vz-primary' as string]: token.colorPrimary, ['--vz-on-primary' as string]: token.colorTextLightSolid }}>
        {['Ubicación y sillas', 'Confitería y pago'].map((title, i) => (
          <li key={title} aria-current={p.step === i ? 'step' : undefined} className={p.step === i ? 'vz-steps__current' : undefined}>
            <span className="vz-steps__number">{i + 1}</span> {title}
          </li>
        ))}
      </ol>
      <div className="vz-purchase__layout">
        <div>
          {p.step === 0 ? (
            <>
              <ZonePicker prices={p.prices} zone={p.zone} onChoose={p.onZone} disabled={p.busy} />
              <p id="vz-seat-help">
                Elige hasta {p.maxSeats} sillas. Usa las flechas para moverte entre sillas y Espacio o Enter para elegir.
              </p>
              <BestAvailable maxSeats={p.maxSeats} disabled={!p.canAskBest} onAsk={p.onBest} />
              <SeatMap rows={p.seatRows} onToggle={p.onToggleSeat} disabled={p.busy} />
            </>
          ) : (
            <LazyConfiteria
              products={p.products}
              member={p.member}
              cart={p.cart}
              busy={p.quoting}
              onOpen={p.onOpenProduct}
              onIncrement={p.onIncrement}
              onDecrement={p.onDecrement}
              onRemove={p.onRemove}
            />
          )}
        </div>
        <aside
          aria-labelledby="vz-order-title"
          className="vz-order"
          style={{
            ['--vz-order-border' as string]: token.colorBorderSecondary,
            ['--vz-order-radius' as string]: `${token.borderRadiusLG}px`,
            ['--vz-order-bg' as string]: token.colorBgContainer,
          }}
        >
          <h2 id="vz-order-title" className="vz-order__title">
            Tu compra
          </h2>
          <div className="vz-order__body">
            <p>
              Sillas: <strong>{p.seats.length ? p.seats.map(seatName).join(', ') : 'ninguna'}</strong>
            </p>
            {p.step === 0 ? (
              <>
                <div aria-live="polite">{p.loneSeat ? <Alert type="warning" showIcon title={p.loneSeat} className="vz-lone-seat" style={{ marginBottom: 12 }} /> : null}</div>
                <Button type="primary" block size="large" onClick={p.onContinue} disabled={!p.canContinue} loading={p.busy}>
                  Continuar con la compra
                </Button>
              </>
            ) : (
              <>
                <OrderSummary quote={p.quote} seats={p.seats} loading={p.quoting} error={p.quote ? null : p.error} />
                <Button type="primary" block size="large" onClick={p.onFinish} disabled={!p.canFinish} style={{ marginTop: 16 }}>
                  Finalizar compra
                </Button>
                <Button block onClick={p.onChange} disabled={p.busy} style={{ marginTop: 8 }}>
                  Cambiar datos anteriores
                </Button>
              </>
            )}
          </div>
        </aside>
      </div>
      <LazyComboModal near={near} product={p.combo?.product ?? null} draft={p.combo?.draft ?? null} onChoose={p.onChooseRecipe} onAdd={p.onAddCombo} onCancel={p.onCancelCombo} />
      <LazyCheckoutPanel
        near={p.step === 1}
        open={p.panel.open}
        part={p.panel.part}
        quote={p.quote}
        seats={p.seats}
        brands={p.brands}
        brand={p.brand}
        onChooseBrand={p.onChooseBrand}
        onAccept={p.onAcceptConfirmation}
        onCloseConfirmation={p.onCloseConfirmation}
        onSubmitCard={p.onSubmitCard}
        banks={p.banks}
        onSubmitPse={p.onSubmitPse}
        onSwitchMethod={p.onSwitchMethod}
        onBack={p.onBackToBrands}
        onClose={p.onClosePanel}
        onChange={p.onChange}
      />
      <LazyCheckoutDialog near={near} dialog={p.dialog} onClose={p.onDialogClose} />
    </section>
  );
}
