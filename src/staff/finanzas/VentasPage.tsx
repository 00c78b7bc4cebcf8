import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { diaBogota } from '../fechas';
import { VentasPageView, type VentasRange } from './VentasPageView';
import { BOGOTA_DATE } from '../../../openapi/rules';

/** Staff reads are never served from an earlier visit's copy: each visit asks again. */
const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** The range in the address, or the last 30 days (Bogotá). */
export function rangeIn(params: URLSearchParams): VentasRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { from: BOGOTA_DATE.test(from) ? from : diaBogota(-29), to: BOGOTA_DATE.test(to) ? to : diaBogota(0) };
}

/** /staff/finanzas/ventas (finanzas, admin). */
export default function VentasPage() {
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const range = rangeIn(params);
  const report = useApi('/staff/finanzas/ventas', { query: range }, fresh);
  const csvHref = `/api/v1/staff/finanzas/ventas/csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
  return (
    <VentasPageView
      key={params.toString()}
      range={range}
      report={report.error ? undefined : report.data}
      loading={report.isLoading}
      problem={report.error?.message ?? null}
      csvHref={csvHref}
      onRange={(r) => void navigate({ search: `?${new URLSearchParams({ from: r.from, to: r.to }).toString()}` })}
    />
  );
}
