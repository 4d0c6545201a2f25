import sharp from 'sharp';

/**
 * Generated cover images for demo articles: an SVG (gradient from the hue, geometric shapes seeded
 * by the title, the category and the title in white, a small "Bulletin" wordmark) rasterised to JPEG, with a
 * photograph's texture (`photoTexture`).
 * No network, no external fonts; the same input always gives the same bytes.
 */
export type DemoImageOptions = {
  title: string;
  category: string;
  /** 0-359 */
  hue: number;
  /** default 1200 */
  width?: number;
  /** default 800 */
  height?: number;
};

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 800;
const MIN_SIZE = 16;
const MAX_SIZE = 4000;

/** FNV-1a, 32-bit. */
function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG returning [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Strip characters that are not allowed in XML 1.0 at all (control characters, lone surrogates). */
function stripInvalidXmlChars(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(^|[^\ud800-\udbff])[\udc00-\udfff]/g,
    '$1',
  );
}

function clampSize(value: number | undefined, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(value)));
}

function normaliseHue(hue: number): number {
  if (!Number.isFinite(hue)) return 0;
  return ((Math.round(hue) % 360) + 360) % 360;
}

/** HSL (h in degrees, s and l in 0-100) to #rrggbb. */
function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const toHex = (x: number) => Math.round(x * 255).toString(16).padStart(2, '0');
  return `#${toHex(f(0))}${toHex(f(8))}${toHex(f(4))}`;
}

/**
 * Greedy word wrap to at most `maxLines` lines of about `maxChars` characters. Words longer than a
 * line are cut; if the text does not fit, the last line ends with an ellipsis.
 */
function wrapTitle(title: string, maxChars: number, maxLines = 3): { lines: string[]; truncated: boolean } {
  const words = title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const parts: string[] = [];
      for (let i = 0; i < word.length; i += maxChars) parts.push(word.slice(i, i + maxChars));
      return parts;
    });
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index];
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  const truncated = lines.length === maxLines;
  if (!truncated && current) lines.push(current);
  if (truncated) {
    let last = lines[maxLines - 1];
    while (last.length + 1 > maxChars && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
    if (last.length + 1 > maxChars) last = last.slice(0, Math.max(0, maxChars - 1));
    lines[maxLines - 1] = `${last.replace(/[\s,.;:!?-]+$/, '')}…`;
  }
  return { lines, truncated };
}

/** Average advance of a sans-serif glyph relative to the font size (DejaVu Sans bold is wide). */
const CHAR_WIDTH_EM = 0.6;

function layoutTitle(title: string, width: number, height: number) {
  const available = width * 0.84;
  const largest = Math.round(Math.min(width / 15, height / 9));
  const smallest = Math.max(8, Math.round(largest * 0.62));
  for (let size = largest; size >= smallest; size -= Math.max(1, Math.round(largest / 20))) {
    const maxChars = Math.max(4, Math.floor(available / (size * CHAR_WIDTH_EM)));
    const wrapped = wrapTitle(title, maxChars, 3);
    if (!wrapped.truncated) return { size, lines: wrapped.lines };
  }
  const maxChars = Math.max(4, Math.floor(available / (smallest * CHAR_WIDTH_EM)));
  return { size: smallest, lines: wrapTitle(title, maxChars, 3).lines };
}

function shapesFor(title: string, hue: number, width: number, height: number): string {
  const random = seededRandom(hashString(title));
  const unit = Math.min(width, height);
  const shapes: string[] = [];
  const count = 5 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const kind = Math.floor(random() * 3);
    const x = (random() * width).toFixed(1);
    const y = (random() * height * 0.75).toFixed(1);
    const size = unit * (0.08 + random() * 0.35);
    const shade = hslToHex(hue + (random() * 80 - 40), 70, 45 + random() * 35);
    const opacity = (0.1 + random() * 0.22).toFixed(2);
    const rotation = Math.round(random() * 360);
    if (kind === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${(size / 2).toFixed(1)}" fill="${shade}" fill-opacity="${opacity}"/>`);
    } else if (kind === 1) {
      const s = size.toFixed(1);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${(size * 0.08).toFixed(1)}" fill="${shade}" fill-opacity="${opacity}" transform="rotate(${rotation} ${x} ${y})"/>`,
      );
    } else {
      const r = size / 2;
      const cx = Number(x);
      const cy = Number(y);
      const points = [0, 120, 240]
        .map((deg) => {
          const rad = ((deg + rotation) * Math.PI) / 180;
          return `${(cx + r * Math.cos(rad)).toFixed(1)},${(cy + r * Math.sin(rad)).toFixed(1)}`;
        })
        .join(' ');
      shapes.push(`<polygon points="${points}" fill="none" stroke="${shade}" stroke-opacity="${opacity}" stroke-width="${(unit * 0.012).toFixed(1)}"/>`);
    }
  }
  // A few thin parallel lines, like a news-ticker motif.
  const lineY = height * (0.18 + random() * 0.2);
  for (let i = 0; i < 3; i++) {
    const y = (lineY + i * unit * 0.025).toFixed(1);
    shapes.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${(unit * 0.004).toFixed(1)}"/>`);
  }
  return shapes.join('\n  ');
}

/** Build the SVG source; exported for inspection and tests. */
function buildDemoImageSvg(opts: DemoImageOptions): string {
  const width = clampSize(opts.width, DEFAULT_WIDTH);
  const height = clampSize(opts.height, DEFAULT_HEIGHT);
  const hue = normaliseHue(opts.hue);
  const title = stripInvalidXmlChars(String(opts.title ?? '')).trim() || 'Bulletin';
  const category = stripInvalidXmlChars(String(opts.category ?? '')).trim();

  const from = hslToHex(hue, 62, 42);
  const to = hslToHex(hue + 35, 68, 18);
  const pad = Math.round(width * 0.07);
  const { size: titleSize, lines } = layoutTitle(title, width, height);
  const lineHeight = Math.round(titleSize * 1.18);
  const labelSize = Math.max(8, Math.round(titleSize * 0.38));
  const markSize = Math.max(8, Math.round(Math.min(width, height) * 0.035));

  const bottom = height - pad - markSize * 1.6;
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const labelBaseline = firstBaseline - titleSize - labelSize * 0.6;
  const barWidth = Math.round(labelSize * 2.2);

  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${pad}" y="${Math.round(firstBaseline + i * lineHeight)}" font-family="sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ');

  const labelText = category
    ? `<rect x="${pad}" y="${Math.round(labelBaseline - labelSize * 0.38 - 2)}" width="${barWidth}" height="4" fill="#ffffff"/>
  <text x="${pad + barWidth + Math.round(labelSize * 0.5)}" y="${Math.round(labelBaseline)}" font-family="sans-serif" font-size="${labelSize}" font-weight="700" letter-spacing="${(labelSize * 0.12).toFixed(1)}" fill="#ffffff" fill-opacity="0.92">${escapeXml(category.toUpperCase())}</text>`
    : '';

  const markY = height - pad * 0.55;
  const wordmark = `<g>
    <rect x="${width - pad - markSize * 5.6}" y="${(markY - markSize * 1.05).toFixed(1)}" width="${(markSize * 0.5).toFixed(1)}" height="${(markSize * 1.3).toFixed(1)}" fill="#ffffff"/>
    <text x="${width - pad}" y="${markY.toFixed(1)}" text-anchor="end" font-family="sans-serif" font-size="${markSize}" font-weight="700" fill="#ffffff">Bulletin</text>
  </g>`;

  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.35" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.6"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${shapesFor(title, hue, width, height)}
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  ${labelText}
  ${titleText}
  ${wordmark}
</svg>`;
}

/**
 * A photograph's texture over the drawing, so that the demo's images weigh what photographs weigh once encoded (a
 * flat drawing compresses far better than a photo in every format, and would flatter the AVIF and WebP renditions:
 * docs/decisions/0036-image-renditions.md): light and shade in soft patches (noise at an eighth of the size, enlarged
 * smoothly) and a fine grain, seeded by the title, blended in soft light.
 */
async function photoTexture(seed: string, width: number, height: number): Promise<Buffer> {
  const random = seededRandom(hashString(seed));
  const noise = (w: number, h: number, spread: number) => {
    const pixels = Buffer.alloc(w * h);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((random() - 0.5) * spread);
    return sharp(pixels, { raw: { width: w, height: h, channels: 1 } });
  };
  const patches = await noise(Math.ceil(width / 8), Math.ceil(height / 8), 200)
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const grain = await noise(width, height, 90).blur(0.6).raw().toBuffer();
  const mixed = Buffer.alloc(width * height);
  for (let i = 0; i < mixed.length; i++) mixed[i] = (patches[i]! + grain[i]!) >> 1;
  return sharp(mixed, { raw: { width, height, channels: 1 } }).toColourspace('srgb').png().toBuffer();
}

export async function renderDemoImage(opts: DemoImageOptions): Promise<Buffer> {
  const svg = buildDemoImageSvg(opts);
  const width = clampSize(opts.width, DEFAULT_WIDTH);
  const height = clampSize(opts.height, DEFAULT_HEIGHT);
  const drawing = await sharp(Buffer.from(svg, 'utf8'), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .png()
    .toBuffer();
  return sharp(drawing)
    .composite([{ input: await photoTexture(`${opts.title}|${opts.category}`, width, height), blend: 'soft-light' }])
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer();
}
