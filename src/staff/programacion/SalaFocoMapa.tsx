import type { LayoutSeat } from '../../../openapi';

export interface SalaFocoMapaProps {
  layout: readonly LayoutSeat[];
  /** The seat the focal point sits on ('H8'), marked on the map. */
  focused: string | null;
  disabled: boolean;
  onChoose(seat: LayoutSeat): void;
}

const nameOf = (s: LayoutSeat) => `${s.FilaRelativa}${s.ColumnaRelativa}`;

/**
 * A small map of the sala's cells, row by row from the screen: a click on a seat puts the focal point
 * there. On a phone it scrolls inside its box; the row letters and PANTALLA stay in view (sticky, as
 * the buyer's map, src/features/checkout/checkout.css).
 */
export function SalaFocoMapa({ layout, focused, disabled, onChoose }: SalaFocoMapaProps) {
  const rows = new Map<number, LayoutSeat[]>();
  for (const cell of layout) rows.set(cell.FilaTotal, [...(rows.get(cell.FilaTotal) ?? []), cell]);
  const columns = Math.max(...layout.map((c) => c.ColumnaTotal));
  return (
    <div className="vz-sala-mapa" role="group" aria-label="Mapa de la sala: elige la silla del punto focal">
      <div className="vz-sala-mapa__pantalla" aria-hidden="true">
        PANTALLA
      </div>
      {[...rows.entries()].map(([fila, cells]) => (
        <div key={fila} className="vz-sala-mapa__fila" role="group" aria-label={`Fila ${cells[0].FilaRelativa}`} style={{ gridTemplateColumns: `26px repeat(${columns}, 26px)` }}>
          <span className="vz-sala-mapa__letra" aria-hidden="true">
            {cells.find((c) => c.FilaRelativa)?.FilaRelativa}
          </span>
          {cells.map((cell) =>
            cell.TipoSilla === 'Normal' ? (
              <button
                key={cell.ColumnaTotal}
                type="button"
                className="vz-sala-mapa__silla"
                style={{ gridColumn: cell.ColumnaTotal + 1 }}
                data-seat={nameOf(cell)}
                aria-label={`Silla ${nameOf(cell)}`}
                aria-pressed={focused === nameOf(cell)}
                disabled={disabled}
                onClick={() => onChoose(cell)}
              />
            ) : (
              <span key={cell.ColumnaTotal} className={`vz-sala-mapa__celda vz-sala-mapa__celda--${cell.TipoSilla === 'Pasillo' ? 'pasillo' : 'ruedas'}`} style={{ gridColumn: cell.ColumnaTotal + 1 }} aria-hidden="true" />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
