import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code drawn locally (SVG data URL, nothing fetched), as large as its box (showcase.css sizes it by where it stands). */
export function ShowcaseQr({ text }: { text: string }) {
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
  return <div className="sc-qr">{src && <img alt={text} src={src} data-testid="showcase-qr" />}</div>;
}
