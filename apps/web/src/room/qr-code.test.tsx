import decodeQR from '@paulmillr/qr/decode.js';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code.js';

/** Reads the drawn SVG back: its dark modules, painted at 4 px each (white quiet zone included) and decoded. */
function decodeDrawn(svg: SVGSVGElement): string {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  }
  return decodeQR({ width, height: width, data });
}

describe('QrCode', () => {
  it('draws a code that decodes to the join link, named for screen readers', () => {
    const link =
      'http://127.0.0.1:8787/#/rooms/39fd0a61d2b4e875/join?invite=dEu4Myw1_ab-CDefGhIjKlMnOpQrStUvWxYz0123456';
    const { getByRole } = render(<QrCode text={link} label="QR code of the join link" />);
    const svg = getByRole('img', { name: 'QR code of the join link' }) as unknown as SVGSVGElement;
    expect(decodeDrawn(svg)).toBe(link);
  });
});
