/**
 * Per-tenant app icons drawn from the tenant's theme: a compass mark (a ring and a
 * needle) on a rounded square of the primary colour; the maskable variant is full-bleed
 * with the mark inside the central 80% safe zone. Shapes are signed-distance fields,
 * anti-aliased by coverage; results are cached by the caller.
 */
import { PNG } from 'pngjs';
import type { TenantTheme } from '../db/schema';

type Rgb = readonly [number, number, number];

/** Encodes `rgba` (width * height * 4 bytes, row-major) as an 8-bit RGBA PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('encodePng: pixel buffer size mismatch');
  const png = new PNG({ width, height });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(png, { deflateLevel: 9 });
}

export function parseHexColour(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match ? Number.parseInt(match[1]!, 16) : 0x0f766e;
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Signed distance to a rounded square centred in a `size` canvas, `inset` from its edges. */
function roundedSquare(x: number, y: number, size: number, inset: number, radius: number): number {
  const half = size / 2 - inset - radius;
  const qx = Math.abs(x - size / 2) - half;
  const qy = Math.abs(y - size / 2) - half;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

export function renderIcon(size: number, theme: TenantTheme, isMaskable: boolean): Buffer {
  const primary = parseHexColour(theme.primary);
  const tint = mix(primary, [255, 255, 255], 0.88);
  const accent = parseHexColour(theme.accent);
  const c = size / 2;
  const ringRadius = size * 0.27;
  const ringWidth = size * 0.05;
  const needleLength = size * 0.21;
  const needleWidth = size * 0.075;
  const norm = (needleWidth * needleLength) / Math.hypot(needleWidth, needleLength);
  const cos = Math.SQRT1_2;
  const pixels = new Uint8Array(size * size * 4);

  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const x = px + 0.5;
      const y = py + 0.5;
      const layers: [number, Rgb][] = [];
      layers.push([isMaskable ? -1 : roundedSquare(x, y, size, 0, size * 0.22), primary]);
      layers.push([Math.abs(Math.hypot(x - c, y - c) - ringRadius) - ringWidth / 2, tint]);
      // The needle points north-west: rotate the point by 45 degrees into needle space.
      const u = (x - c) * cos - (y - c) * cos;
      const v = (x - c) * cos + (y - c) * cos;
      const diamond = (Math.abs(u) / needleWidth + Math.abs(v) / needleLength - 1) * norm;
      layers.push([Math.max(diamond, v), accent]);
      layers.push([Math.max(diamond, -v), tint]);
      layers.push([Math.hypot(x - c, y - c) - size * 0.03, primary]);

      let colour: Rgb = [0, 0, 0];
      let alpha = 0;
      for (const [distance, layerColour] of layers) {
        const coverage = Math.min(1, Math.max(0, 0.5 - distance));
        if (coverage === 0) continue;
        colour = alpha === 0 ? layerColour : mix(colour, layerColour, coverage);
        alpha = alpha + coverage * (1 - alpha);
      }
      const at = (py * size + px) * 4;
      pixels[at] = Math.round(colour[0]);
      pixels[at + 1] = Math.round(colour[1]);
      pixels[at + 2] = Math.round(colour[2]);
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, pixels);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The tenant's logo: its initials on a rounded square of its primary colour. */
export function renderLogoSvg(name: string, theme: TenantTheme): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="64" height="64" rx="14" fill="${escapeXml(theme.primary)}"/>`,
    `<text x="32" y="41" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"`,
    ` font-size="24" font-weight="700" fill="${escapeXml(theme.primary_contrast)}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
