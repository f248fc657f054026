import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code drawn locally (SVG data URL, nothing fetched). */
export function ShowcaseQr({ text, size }: { text: string; size: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setSrc(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return <div className="sc-qr" style={{ width: size, height: size }}>{src && <img alt={text} src={src} width={size - 16} height={size - 16} data-testid="showcase-qr" />}</div>;
}
