import { Button, Result } from 'antd';

/** The purchase could not start (the función's reads failed): try again. Loaded only when it happens. */
export function PurchaseUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <Result
      status="warning"
      title="No pudimos iniciar tu compra"
      subTitle="Inténtalo de nuevo en un momento."
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
