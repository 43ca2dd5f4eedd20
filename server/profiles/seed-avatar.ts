/**
 * Demo pictures drawn at seed time without the network: a small PNG per name,
 * a coloured square with a lighter shape, both chosen from a hash of the name, so
 * lists of people and organizations show distinct pictures rather than all initials.
 * PNG (not SVG) because it is one of the types an upload may have.
 */
import { encodePng } from '../web/icons';

/** FNV-1a: a stable 32-bit hash of the name. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

type Shape = (x: number, y: number) => boolean;

/** Shapes over the unit square centred at 0 (x and y in -1..1). */
const SHAPES: Shape[] = [
  (x, y) => x * x + y * y < 0.36,
  (x, y) => Math.abs(x) + Math.abs(y) < 0.7,
  (x, y) => Math.abs(x) < 0.45 && Math.abs(y) < 0.45,
  (x, y) => y < 0.5 && y > -0.55 && Math.abs(x) < (y + 0.55) * 0.55,
  (x, y) => x * x + y * y < 0.42 && x * x + y * y > 0.16,
  (x, y) => Math.abs(x) < 0.16 || Math.abs(y) < 0.16,
  (x, y) => (Math.abs(x) < 0.5 && Math.abs(y) < 0.5 ? Math.floor((x + 0.5) * 4) % 2 === 0 : false),
];

/** A `size`×`size` PNG picture for `name` (a few hundred bytes). */
export function avatarPng(name: string, size = 96): Uint8Array {
  const hash = hashOf(name);
  const hue = hash % 360;
  const shape = SHAPES[(hash >>> 9) % SHAPES.length]!;
  const background = [...hsl(hue, 0.55, 0.42), 255];
  const figure = [...hsl((hue + 40 + ((hash >>> 16) % 80)) % 360, 0.7, 0.82), 255];
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      pixels.set(shape((2 * x) / size - 1, (2 * y) / size - 1) ? figure : background, (y * size + x) * 4);
    }
  }
  return new Uint8Array(encodePng(size, size, pixels));
}
