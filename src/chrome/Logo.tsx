import { brand } from '../app/theme';
import { Link } from 'react-router-dom';

/** The Viziona word mark, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="vz-logo" aria-label="Viziona, ir al inicio" onClick={onNavigate}>
      <svg viewBox="0 0 140 32" width="140" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="14" fill="#ffffff" />
        <path d="M11 9 L23 16 L11 23 Z" fill={brand.primary} />
        <text x="36" y="23" fill="#ffffff" fontSize="20" fontWeight="700" fontFamily="system-ui, sans-serif" letterSpacing="1">
          VIZIONA
        </text>
      </svg>
    </Link>
  );
}
