import { useId, useState } from 'react';
import { Button } from 'antd';

export interface BestAvailableProps {
  maxSeats: number;
  disabled: boolean;
  onAsk(count: number): void;
}

/**
 * 'Mejor disponible' (issue 30): how many seats, and the server picks and holds the best ones of the
 * chosen zone. The same path to seats as the grid, for keyboards and screen readers alike.
 */
export function BestAvailable({ maxSeats, disabled, onAsk }: BestAvailableProps) {
  const id = useId();
  const [count, setCount] = useState(Math.min(2, Math.max(1, maxSeats)));
  return (
    <form
      className="vz-best"
      aria-label="Mejor disponible"
      onSubmit={(e) => {
        e.preventDefault();
        onAsk(count);
      }}
    >
      <label htmlFor={id}>Cantidad de sillas</label>
      <select id={id} value={count} onChange={(e) => setCount(Number(e.target.value))} disabled={disabled}>
        {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <Button htmlType="submit" disabled={disabled}>
        Mejor disponible
      </Button>
    </form>
  );
}
