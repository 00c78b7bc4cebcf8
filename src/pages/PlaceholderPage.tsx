import { useRouteTitle } from '../app/documentTitle';

/** Stands in for a page that is not built yet: its title and 'Próximamente'. */
export function PlaceholderPage({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  return (
    <section className="vz-page vz-placeholder" aria-labelledby="vz-placeholder-title">
      <h1 id="vz-placeholder-title">{title ?? routeTitle ?? 'Viziona'}</h1>
      <p>Próximamente</p>
    </section>
  );
}
