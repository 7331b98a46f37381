/**
 * @module
 * A QR code of a link, as an SVG drawn from @paulmillr/qr's module matrix (so the page's colours and
 * size apply), with the link as its accessible name.
 */
import encodeQR from '@paulmillr/qr';
import { useMemo } from 'react';

/** The QR code of `text`, scannable by phones at the table. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const cells = useMemo(() => encodeQR(text, 'raw', { ecc: 'medium', border: 2 }), [text]);
  const size = cells.length;
  const path = useMemo(() => {
    const parts: string[] = [];
    cells.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) parts.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return parts.join('');
  }, [cells]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
