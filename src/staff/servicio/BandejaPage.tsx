import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import type { ServicioEstado } from './bandejaContrato';
import { BANDEJAS, ESTADO_LABELS, type BandejaDesk } from './bandeja';
import { BandejaPageView, type BandejaFilters } from './BandejaPageView';
import { BOGOTA_DATE } from '../../../openapi/rules';

/** Staff reads are never served from an earlier visit's copy: each visit asks again. */
const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;
const TIPOS = ['Felicitación', 'Queja', 'Reclamo', 'Sugerencia'] as const;
export const LIMIT = 50;

/** The filters in the address (anything unreadable left out). */
export function bandejaFiltersIn(params: URLSearchParams): BandejaFilters {
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = params.get(name);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };
  const date = (name: string) => (BOGOTA_DATE.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const assigned = params.get('assigned');
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 120);
  const filters: BandejaFilters = {
    state: pick('state', Object.keys(ESTADO_LABELS) as ServicioEstado[]),
    type_pqr: pick('type_pqr', TIPOS),
    assigned: assigned === 'none' ? 'none' : assigned && /^\d+$/.test(assigned) ? Number(assigned) : undefined,
    received_from: date('received_from'),
    received_to: date('received_to'),
    deadline: pick('deadline', ['vencida', 'por_vencer'] as const),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as BandejaFilters;
}

/** The address's query of these filters. */
export function bandejaSearch(filters: BandejaFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function ServicioBandeja({ filters, onFilters }: { filters: BandejaFilters; onFilters(f: BandejaFilters): void }) {
  const { assigned, ...rest } = filters;
  const query = { ...rest, ...(assigned === 'none' ? { unassigned: true } : assigned ? { assigned_to: assigned } : {}), limit: LIMIT };
  const list = useApi('/staff/servicio/pqrs', { query }, fresh);
  const people = useApi('/staff/servicio/personal', undefined, fresh);
  return (
    <BandejaPageView
      desk="servicio"
      filters={filters}
      rows={list.data?.items}
      total={list.data?.total ?? 0}
      limit={LIMIT}
      loading={list.isLoading}
      problem={list.error?.message ?? null}
      people={people.data ?? []}
      onFilters={onFilters}
      extra={<Link to={`${BANDEJAS.servicio.path}/dias-no-habiles`}>Días no hábiles adicionales</Link>}
    />
  );
}

function EticaBandeja({ filters, onFilters }: { filters: BandejaFilters; onFilters(f: BandejaFilters): void }) {
  const { state, received_from, received_to, q, page } = filters;
  const list = useApi('/staff/etica/reportes', { query: { state, received_from, received_to, q, page, limit: LIMIT } }, fresh);
  return (
    <BandejaPageView
      desk="etica"
      filters={{ state, received_from, received_to, q, page }}
      rows={list.data?.items}
      total={list.data?.total ?? 0}
      limit={LIMIT}
      loading={list.isLoading}
      problem={list.error?.message ?? null}
      people={[]}
      onFilters={onFilters}
    />
  );
}

/** /staff/servicio and /staff/etica: the filters live in the address, so a filtered list can be shared and reloaded. */
export default function BandejaPage({ desk }: { desk: BandejaDesk }) {
  // The address's query, read and written with the router's location (useSearchParams would add an export to the public entry).
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const filters = bandejaFiltersIn(params);
  const onFilters = (f: BandejaFilters) => void navigate({ search: bandejaSearch(f) });
  const Bandeja = desk === 'servicio' ? ServicioBandeja : EticaBandeja;
  // A new address remounts the filters' form with its values.
  return <Bandeja key={params.toString()} filters={filters} onFilters={onFilters} />;
}
