import { useEffect, useState } from 'react';

/**
 * The otpauth:// address as a QR code, drawn in the browser: the secret in it is never sent to any
 * other service. `qrcode` is fetched with the first enrolment shown, never with the shell.
 */
export function QrCodeImage({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { margin: 1, width: 180, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img
      className="pmc-qr-code"
      src={src}
      alt={alt}
      width={180}
      height={180}
      data-testid="second-factor-qr"
    />
  ) : (
    <span className="pmc-qr-code" aria-hidden="true" />
  );
}
