import { useEffect, useState } from 'react';
import type { encode as encodeQr } from 'uqr';

type Encode = typeof encodeQr;

/**
 * BankID's animated QR code, drawn as one SVG path from `uqr`'s matrix (loaded with the first
 * code: the sign-in page's own code does not carry it). A new `data` every second redraws it.
 */
export function BankIdQrCode({ data, label }: { data: string; label: string }) {
  const [encode, setEncode] = useState<Encode | null>(null);
  useEffect(() => {
    let active = true;
    void import('uqr').then((module) => {
      if (active) setEncode(() => module.encode);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!encode) {
    return <div role="img" aria-label={label} className="size-56 animate-pulse rounded-lg bg-muted" />;
  }
  const { size, data: modules } = encode('fixed', { border: 2 });
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr={data}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 rounded-lg bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
