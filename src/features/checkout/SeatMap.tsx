import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { theme } from 'antd';
import type { MapCell, SeatView } from '../../../machines/checkout/checkout.selectors';
import { formatCop } from '../../lib/money';

export interface SeatMapProps {
  rows: MapCell[][];
  onToggle(fila: number, columna: number): void;
  /** Seats cannot be changed (reserving). */
  disabled?: boolean;
}

/** What each kind of cell says, in words and with a mark that does not depend on colour. */
export const seatViews: Record<Exclude<SeatView, 'aisle'>, { word: string; mark: string | null }> = {
  free: { word: 'disponible', mark: null },
  chosen: { word: 'seleccionada', mark: '✓' },
  taken: { word: 'ocupada', mark: '✕' },
  otherZone: { word: 'de otra zona', mark: null },
  wheelchair: { word: 'espacio para silla de ruedas, no disponible', mark: '♿' },
};

export const CELL = 35;

function seatLabel(cell: MapCell): string {
  const { seat } = cell;
  const price = cell.price !== undefined ? `, ${formatCop(cell.price)}` : '';
  return `Fila ${seat.FilaRelativa}, silla ${seat.ColumnaRelativa || seat.ColumnaTotal}, ${seat.TipoZona}${price}, ${seatViews[cell.view as Exclude<SeatView, 'aisle'>].word}`;
}

/**
 * The room's seats, screen at the top (spec §2): 35 px cells, aisles as gaps, the zone legend.
 * One tab stop for the whole map; arrow keys move between seats, Space or Enter toggles one.
 */
export function SeatMap({ rows, onToggle, disabled }: SeatMapProps) {
  const { token } = theme.useToken();
  const places = rows.map((cells) => cells.filter((c) => c.view !== 'aisle'));
  const [focus, setFocus] = useState<[number, number]>(() => firstSeat(places));
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const columns = Math.max(0, ...rows.map((r) => r.length));
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ left: number; width: number } | null>(null);
  // Where the visible part sits in the whole room, when the room is wider than its box (a phone).
  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box || box.scrollWidth <= box.clientWidth + 1) return setView(null);
    setView({ left: box.scrollLeft / box.scrollWidth, width: box.clientWidth / box.scrollWidth });
  }, []);
  useEffect(() => {
    measure();
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure, columns]);

  const move = (event: KeyboardEvent, r: number, i: number) => {
    const keys: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    let target: [number, number] | null = null;
    if (event.key === 'Home') target = [r, 0];
    else if (event.key === 'End') target = [r, places[r].length - 1];
    else if (keys[event.key]) {
      const [dr, di] = keys[event.key];
      if (dr === 0) target = [r, Math.min(places[r].length - 1, Math.max(0, i + di))];
      else {
        // Same column (nearest seat) in the row above or below.
        let nr = r + dr;
        while (nr >= 0 && nr < places.length && places[nr].length === 0) nr += dr;
        if (nr >= 0 && nr < places.length) {
          const col = places[r][i].seat.ColumnaTotal;
          const nearest = places[nr].reduce((best, c, j) => (Math.abs(c.seat.ColumnaTotal - col) < Math.abs(places[nr][best].seat.ColumnaTotal - col) ? j : best), 0);
          target = [nr, nearest];
        }
      }
    }
    if (!target) return;
    event.preventDefault();
    setFocus(target);
    const cell = places[target[0]][target[1]];
    refs.current.get(`${cell.seat.FilaTotal}.${cell.seat.ColumnaTotal}`)?.focus();
  };

  const palette: Record<SeatView, { background: string; color: string; border: string }> = {
    free: { background: token.colorBgContainer, color: token.colorText, border: token.colorPrimary },
    chosen: { background: token.colorPrimary, color: token.colorTextLightSolid, border: token.colorPrimary },
    taken: { background: token.colorFillSecondary, color: token.colorTextSecondary, border: token.colorBorder },
    otherZone: { background: token.colorBgContainer, color: token.colorTextTertiary, border: token.colorBorder },
    wheelchair: { background: token.colorFillTertiary, color: token.colorTextSecondary, border: token.colorBorder },
    aisle: { background: 'transparent', color: 'transparent', border: 'transparent' },
  };

  return (
    <div className="vz-seatmap" style={{ ['--vz-cell' as string]: `${CELL}px`, ['--vz-seatmap-bg' as string]: token.colorBgContainer }}>
      {/* Outside the sideways scroll, so the screen stays in view while the seats scroll. */}
      <div className="vz-seatmap__screen" style={{ background: token.colorPrimaryBg, color: token.colorPrimaryText }} aria-hidden="true">
        PANTALLA
      </div>
      {view ? (
        <div className="vz-seatmap__overview" aria-hidden="true" style={{ borderColor: token.colorBorder }} data-testid="vista-de-la-sala">
          <span className="vz-seatmap__overview-view" style={{ left: `${view.left * 100}%`, width: `${view.width * 100}%`, background: token.colorPrimary }} />
        </div>
      ) : null}
      <div className="vz-seatmap__scroll" tabIndex={-1} ref={scroller} onScroll={measure}>
        <div className="vz-seatmap__inner" style={{ minWidth: (columns + 2) * CELL }}>
          <div role="grid" aria-label="Mapa de sillas" aria-rowcount={rows.length} className="vz-seatmap__grid">
            {rows.map((cells, r) => {
              const letter = cells.find((c) => c.seat.FilaRelativa)?.seat.FilaRelativa ?? '';
              return (
                <div role="row" key={r} className="vz-seatmap__row" aria-label={`Fila ${letter}`}>
                  <span className="vz-seatmap__label vz-seatmap__label--start" aria-hidden="true" data-fila={letter}>
                    {letter}
                  </span>
                  {cells.map((cell) => {
                    const { seat } = cell;
                    const key = `${seat.FilaTotal}.${seat.ColumnaTotal}`;
                    if (cell.view === 'aisle') return <span key={key} className="vz-seatmap__aisle" aria-hidden="true" />;
                    const i = places[r].indexOf(cell);
                    const colours = palette[cell.view];
                    const usable = cell.view === 'free' || cell.view === 'chosen';
                    const mark = seatViews[cell.view].mark;
                    return (
                      <span role="gridcell" key={key} className="vz-seatmap__cell">
                        <button
                          type="button"
                          ref={(el) => {
                            if (el) refs.current.set(key, el);
                            else refs.current.delete(key);
                          }}
                          className={`vz-seat vz-seat--${cell.view}`}
                          style={{ background: colours.background, color: colours.color, borderColor: colours.border }}
                          tabIndex={focus[0] === r && focus[1] === i ? 0 : -1}
                          aria-label={seatLabel(cell)}
                          aria-pressed={cell.view === 'chosen'}
                          aria-disabled={!usable || disabled ? true : undefined}
                          data-seat={`${seat.FilaRelativa}${seat.ColumnaRelativa}`}
                          onFocus={() => setFocus([r, i])}
                          onKeyDown={(e) => move(e, r, i)}
                          onClick={() => {
                            setFocus([r, i]);
                            if (usable && !disabled) onToggle(seat.FilaTotal, seat.ColumnaTotal);
                          }}
                        >
                          <span aria-hidden="true">{mark ?? seat.ColumnaRelativa}</span>
                        </button>
                      </span>
                    );
                  })}
                  <span className="vz-seatmap__label vz-seatmap__label--end" aria-hidden="true">
                    {letter}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <ul className="vz-seatmap__legend" aria-label="Convenciones">
        {(Object.keys(seatViews) as Exclude<SeatView, 'aisle'>[]).map((view) => (
          <li key={view}>
            <span className={`vz-seat vz-seat--${view} vz-seat--sample`} style={{ background: palette[view].background, color: palette[view].color, borderColor: palette[view].border }} aria-hidden="true">
              {seatViews[view].mark ?? '7'}
            </span>
            {legendText[view]}
          </li>
        ))}
      </ul>
    </div>
  );
}

const legendText: Record<Exclude<SeatView, 'aisle'>, string> = {
  free: 'Disponible',
  chosen: 'Seleccionada',
  taken: 'Ocupada',
  otherZone: 'Otra zona',
  wheelchair: 'Silla de ruedas (no disponible)',
};

function firstSeat(places: MapCell[][]): [number, number] {
  for (let r = 0; r < places.length; r++) {
    const i = places[r].findIndex((c) => c.view === 'free' || c.view === 'chosen');
    if (i >= 0) return [r, i];
  }
  const r = places.findIndex((p) => p.length > 0);
  return [Math.max(0, r), 0];
}
