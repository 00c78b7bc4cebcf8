import { Button } from 'antd';
import type { PayBrand } from '../../../openapi';

/** The payment brands as buttons (checkout panel, membership purchase); the chosen one pressed. */
export function BrandList({ brands, chosen, onChoose }: { brands: PayBrand[]; chosen: PayBrand | null; onChoose(id: number): void }) {
  return (
    <div className="vz-brands">
      {brands.map((b) => (
        <Button key={b.id} className="vz-brand" onClick={() => onChoose(b.id)} aria-pressed={chosen?.id === b.id}>
          <img src={b.image} alt="" width={120} height={48} />
          <span>{b.name}</span>
        </Button>
      ))}
    </div>
  );
}
