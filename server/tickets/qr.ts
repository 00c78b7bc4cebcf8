// QR images of ticket codes, drawn on our own server (no code leaves for a third-party service).
import QRCode from 'qrcode';

/** An SVG QR of the code: error correction M, a quiet zone of 2 modules, black on white. */
export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

/** A PNG QR of the code (for e-mail, where SVG images are not shown): same drawing, 8 px per module. */
export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8, color: { dark: '#000000', light: '#ffffff' } });
}
