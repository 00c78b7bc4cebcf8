const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The video id of a trailer link (spec §2): its `v=` value for watch links, otherwise the last
 * path segment. Undefined when the link is missing or malformed.
 */
export function trailerVideoId(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const id = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop();
  return id && VIDEO_ID.test(id) ? id : undefined;
}

/** The embeddable player address of a trailer link, or undefined. */
export function trailerEmbedUrl(link: string | null | undefined): string | undefined {
  const id = trailerVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
}
