import './catalogue.css';
export interface PictureProps {
  src?: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** The first image a page shows loads eagerly; the rest lazily. */
  eager?: boolean;
}

/** An image from the API, or a plain placeholder when it has none (missing images never break a page). */
export function Picture({ src, alt, className, width, height, eager }: PictureProps) {
  if (!src) {
    return <div className={`vz-picture vz-picture--empty ${className ?? ''}`} role="img" aria-label={alt || 'Sin imagen'} />;
  }
  return (
    <img
      className={`vz-picture ${className ?? ''}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
