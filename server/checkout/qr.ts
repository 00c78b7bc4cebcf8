// QR images of ticket codes, drawn on our own server (no code leaves for a third-party service).
import QRCode from 'qrcode';

/** An SVG QR of the code: error correction M, a quiet zone of 2 modules, black on white. */
export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}
