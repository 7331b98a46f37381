/**
 * The app's icon, drawn deterministically (no image files in the repository): a blue rounded tile with the
 * three white pips of a die's face, as SVG and as anti-aliased RGBA pixels for the PNG icons. The maskable
 * variant fills the whole square and keeps the pips inside the central safe zone (a circle of 40% radius),
 * so any mask a phone applies keeps them whole.
 */

/** The tile's colour (the favicon's). */
export const ICON_BLUE = '#2f5d8a';

interface Shape {
  /** Corner radius of the tile, as a fraction of the size; 0: the whole square. */
  readonly corner: number;
  /** Margin around the tile, as a fraction of the size. */
  readonly margin: number;
  /** The pips' centres, from the icon's centre, and radius, as fractions of the size. */
  readonly spread: number;
  readonly pip: number;
}

const ANY: Shape = { corner: 0.19, margin: 0.06, spread: 0.22, pip: 0.085 };
// Pips within 40% of the centre: the farthest edge is sqrt(2) * 0.17 + 0.07 ≈ 0.31 of the size.
const MASKABLE: Shape = { corner: 0, margin: 0, spread: 0.17, pip: 0.07 };

/** The icon as SVG (the `any` shape), 512 units square. */
export function iconSvg(): string {
  const size = 512;
  const { corner, margin, spread, pip } = ANY;
  const tile = size * (1 - 2 * margin);
  const pips = [-1, 0, 1]
    .map(
      (k) =>
        `<circle cx="${size / 2 + k * spread * size}" cy="${size / 2 + k * spread * size}" r="${pip * size}" fill="#fff"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect x="${margin * size}" y="${margin * size}" width="${tile}" height="${tile}" rx="${corner * size}" fill="${ICON_BLUE}"/>${pips}</svg>`;
}

/**
 * The icon's RGBA pixels at `size` x `size`, each pixel the average of 4x4 samples.
 *
 * @example
 * encodePng(192, 192, iconPixels(192, 'any'));
 */
export function iconPixels(size: number, purpose: 'any' | 'maskable'): Uint8Array {
  const shape = purpose === 'any' ? ANY : MASKABLE;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(ICON_BLUE.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let tile = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          // The sample, in fractions of the size from the centre.
          const u = (x + (sx + 0.5) / samples) / size - 0.5;
          const v = (y + (sy + 0.5) / samples) / size - 0.5;
          if (!insideTile(u, v, shape)) continue;
          tile++;
          if (insidePip(u, v, shape)) white++;
        }
      }
      const n = samples * samples;
      const alpha = tile / n;
      const whiteShare = tile === 0 ? 0 : white / tile;
      const at = (y * size + x) * 4;
      pixels[at] = Math.round(r + (255 - r) * whiteShare);
      pixels[at + 1] = Math.round(g + (255 - g) * whiteShare);
      pixels[at + 2] = Math.round(b + (255 - b) * whiteShare);
      pixels[at + 3] = Math.round(255 * alpha);
    }
  }
  return pixels;
}

function insideTile(u: number, v: number, shape: Shape): boolean {
  const half = 0.5 - shape.margin;
  const inner = half - shape.corner;
  const dx = Math.max(Math.abs(u) - inner, 0);
  const dy = Math.max(Math.abs(v) - inner, 0);
  return Math.abs(u) <= half && Math.abs(v) <= half && dx * dx + dy * dy <= shape.corner * shape.corner;
}

function insidePip(u: number, v: number, shape: Shape): boolean {
  return [-1, 0, 1].some((k) => (u - k * shape.spread) ** 2 + (v - k * shape.spread) ** 2 <= shape.pip ** 2);
}
