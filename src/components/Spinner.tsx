/** A CSS spinner (no antd), for the page-loading placeholder and the loading overlay. */
export function Spinner({ size = 'large' }: { size?: 'default' | 'large' }) {
  return <span className={`vz-spinner vz-spinner--${size}`} aria-hidden="true" />;
}
