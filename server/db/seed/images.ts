// Demo images drawn as small SVG documents (no network, no binary assets): posters, room photos,
// banners, confitería, gallery, pay-brand logos. Each is stored in `media` and served at /media/{name}.

export interface SvgImage {
  /** Media name, e.g. 'posters/el-ultimo-faro.svg'; its URL is `/media/${name}`. */
  name: string;
  svg: string;
}

export const mediaUrl = (name: string) => `/media/${name}`;

const FONT = 'Arial,Helvetica,sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Mixes a #rrggbb colour with black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * a);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Splits a title into lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function gradient(id: string, from: string, to: string, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * size * 1.15}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join('');
}

export interface PosterInput {
  slug: string;
  title: string;
  color: string;
  genre: string;
  rating: string;
  director: string;
}

/** Film poster, 2:3. */
export function poster(f: PosterInput): SvgImage {
  const lines = wrap(f.title.toUpperCase(), 13, 4);
  const size = lines.some((l) => l.length > 11) ? 40 : 46;
  const top = 330 - ((lines.length - 1) * size * 1.15) / 2;
  const body =
    `<defs>${gradient('g', shade(f.color, 0.25), shade(f.color, -0.75))}</defs>` +
    `<rect width="400" height="600" fill="url(#g)"/>` +
    `<circle cx="300" cy="170" r="120" fill="${shade(f.color, 0.5)}" opacity=".35"/>` +
    `<path d="M0 470 L120 380 L210 440 L300 360 L400 430 V600 H0 Z" fill="${shade(f.color, -0.85)}" opacity=".7"/>` +
    `<text x="200" y="60" font-size="18" letter-spacing="6" text-anchor="middle" fill="#fff" opacity=".8" font-family="${FONT}">VIZIONA PRESENTA</text>` +
    textLines(lines, 200, top, size, `text-anchor="middle" fill="#fff" font-weight="700" font-family="${FONT}"`) +
    `<text x="200" y="530" font-size="18" text-anchor="middle" fill="#fff" font-family="${FONT}">${escapeXml(f.genre)} · ${escapeXml(f.rating)}</text>` +
    `<text x="200" y="562" font-size="15" text-anchor="middle" fill="#fff" opacity=".75" font-family="${FONT}">Dirigida por ${escapeXml(f.director)}</text>`;
  return { name: `posters/${f.slug}.svg`, svg: svg(400, 600, `Póster de ${f.title}`, body) };
}

/** A room seen from the back: screen and rows of seats, 16:9. */
export function roomPhoto(slug: string, name: string, complement: string, color: string, variant: 1 | 2 = 1): SvgImage {
  const rows = variant === 1 ? 6 : 4;
  const seatsRows = Array.from({ length: rows }, (_, i) => {
    const y = 235 + i * 28;
    const inset = 140 - i * 18;
    return `<rect x="${inset}" y="${y}" width="${800 - 2 * inset}" height="18" rx="8" fill="url(#p)"/>`;
  }).join('');
  const body =
    `<defs>${gradient('g', '#120a24', shade(color, -0.6))}` +
    `<pattern id="p" width="30" height="18" patternUnits="userSpaceOnUse"><rect x="2" width="24" height="18" rx="5" fill="${shade(color, 0.15)}"/></pattern></defs>` +
    `<rect width="800" height="450" fill="url(#g)"/>` +
    `<path d="M150 50 H650 L620 200 H180 Z" fill="#fff" opacity="${variant === 1 ? 0.85 : 0.6}"/>` +
    `<path d="M150 50 H650 L620 200 H180 Z" fill="${color}" opacity=".25"/>` +
    seatsRows +
    `<text x="40" y="425" font-size="28" font-weight="700" fill="#fff" font-family="${FONT}">${escapeXml(name)}</text>` +
    `<text x="760" y="425" font-size="20" text-anchor="end" fill="#fff" opacity=".8" font-family="${FONT}">${escapeXml(complement)}</text>`;
  const suffix = variant === 1 ? '' : '-2';
  return { name: `salas/${slug}${suffix}.svg`, svg: svg(800, 450, `Fotografía de la ${name}`, body) };
}

/** Home carousel banner, 16:6. */
export function banner(key: string, title: string, subtitle: string, color: string): SvgImage {
  const body =
    `<defs>${gradient('g', shade(color, -0.7), color, false)}</defs>` +
    `<rect width="1600" height="600" fill="url(#g)"/>` +
    `<circle cx="1320" cy="300" r="230" fill="#fff" opacity=".08"/><circle cx="1320" cy="300" r="150" fill="#fff" opacity=".1"/>` +
    textLines(wrap(title, 26, 2), 120, 260, 76, `fill="#fff" font-weight="700" font-family="${FONT}"`) +
    `<text x="120" y="440" font-size="38" fill="#fff" opacity=".85" font-family="${FONT}">${escapeXml(subtitle)}</text>`;
  return { name: `banners/${key}.svg`, svg: svg(1600, 600, title, body) };
}

export type ProductShape = 'crispetas' | 'bebida' | 'nachos' | 'perro' | 'dulce' | 'combo';

const shapes: Record<ProductShape, (c: string) => string> = {
  crispetas: (c) =>
    `<path d="M130 170 H270 L250 340 H150 Z" fill="#fff"/><path d="M150 170 L160 340 M200 170 V340 M250 170 L240 340" stroke="${c}" stroke-width="14"/>` +
    `<circle cx="150" cy="160" r="26" fill="#fff4c7"/><circle cx="190" cy="145" r="30" fill="#fff4c7"/><circle cx="235" cy="155" r="28" fill="#fff4c7"/><circle cx="260" cy="170" r="20" fill="#fff4c7"/>`,
  bebida: (c) =>
    `<path d="M145 140 H255 L240 340 H160 Z" fill="#fff"/><rect x="145" y="200" width="110" height="60" fill="${c}"/><path d="M210 140 L230 80 H260" stroke="#fff" stroke-width="8" fill="none"/>`,
  nachos: (c) =>
    `<ellipse cx="200" cy="300" rx="130" ry="35" fill="#fff"/><path d="M110 290 L150 180 L190 290 Z M170 290 L215 170 L255 290 Z M230 290 L270 195 L300 290 Z" fill="#f7c948"/><ellipse cx="200" cy="285" rx="60" ry="14" fill="${c}"/>`,
  perro: (c) =>
    `<rect x="90" y="210" width="220" height="70" rx="35" fill="#e0a458"/><rect x="80" y="225" width="240" height="34" rx="17" fill="#a63d2a"/><path d="M100 235 Q130 220 160 235 T220 235 T300 235" stroke="${c}" stroke-width="8" fill="none"/>`,
  dulce: (c) => `<rect x="120" y="170" width="160" height="110" rx="12" fill="#5b3a29"/><rect x="120" y="200" width="160" height="50" fill="${c}"/>`,
  combo: (c) =>
    `<path d="M80 170 H190 L175 330 H95 Z" fill="#fff"/><circle cx="110" cy="160" r="22" fill="#fff4c7"/><circle cx="150" cy="150" r="24" fill="#fff4c7"/>` +
    `<path d="M220 180 H310 L298 330 H232 Z" fill="#fff"/><rect x="220" y="230" width="90" height="45" fill="${c}"/>`,
};

/** Confitería product or combo, square. */
export function product(key: string, name: string, shape: ProductShape, color: string): SvgImage {
  const body =
    `<defs>${gradient('g', shade(color, 0.2), shade(color, -0.5))}</defs>` +
    `<rect width="400" height="400" rx="24" fill="url(#g)"/>` +
    shapes[shape](shade(color, -0.2)) +
    `<text x="200" y="385" font-size="24" font-weight="700" text-anchor="middle" fill="#fff" font-family="${FONT}">${escapeXml(name)}</text>`;
  return { name: `confiteria/${key}.svg`, svg: svg(400, 400, name, body) };
}

/** Pay brand logo, 5:2. */
export function brandLogo(key: string, name: string, color: string, mark: string): SvgImage {
  const body =
    `<rect width="300" height="120" rx="14" fill="#fff" stroke="${color}" stroke-width="4"/>` +
    `<rect x="20" y="30" width="60" height="60" rx="12" fill="${color}"/>` +
    `<text x="50" y="72" font-size="28" font-weight="700" text-anchor="middle" fill="#fff" font-family="${FONT}">${escapeXml(mark)}</text>` +
    `<text x="100" y="72" font-size="26" font-weight="700" fill="${shade(color, -0.4)}" font-family="${FONT}">${escapeXml(name)}</text>`;
  return { name: `medios-de-pago/${key}.svg`, svg: svg(300, 120, `Logo de ${name}`, body) };
}

/** Corporate gallery or section picture, 4:3. */
export function scene(folder: string, key: string, title: string, color: string): SvgImage {
  const body =
    `<defs>${gradient('g', shade(color, 0.1), shade(color, -0.7))}</defs>` +
    `<rect width="800" height="600" fill="url(#g)"/>` +
    `<circle cx="200" cy="180" r="90" fill="#fff" opacity=".12"/><circle cx="560" cy="240" r="140" fill="#fff" opacity=".08"/>` +
    `<path d="M0 600 V450 Q200 380 400 450 T800 430 V600 Z" fill="${shade(color, -0.85)}" opacity=".6"/>` +
    textLines(wrap(title, 22, 3), 400, 300, 48, `text-anchor="middle" fill="#fff" font-weight="700" font-family="${FONT}"`);
  return { name: `${folder}/${key}.svg`, svg: svg(800, 600, title, body) };
}
