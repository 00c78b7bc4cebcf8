// The door's camera: @yudiel/react-qr-scanner decoding with barcode-detector's ZXing WebAssembly
// build on every phone alike (never the platform's own detector), QR codes only. The .wasm is one
// of our built assets (no CDN), precached by the door's service worker.
import { useState } from 'react';
import { Alert, Select } from 'antd';
import { Scanner, setZXingModuleOverrides, useDevices, type IDetectedBarcode, type IScannerError } from '@yudiel/react-qr-scanner';
import zxingWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

setZXingModuleOverrides({ locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasm : prefix + path) });

export interface QrScannerProps {
  /** Each decoded code, as often as the camera reads it (the door's machine tells a ticket still held up from a new read). */
  onDecoded(code: string): void;
  paused: boolean;
}

const CAMERA_PROBLEM = 'No pudimos abrir la cámara. Revisa el permiso de la cámara en el navegador, o escribe el código de la boleta.';

/** The camera filling its box, the torch where the camera has one, the choice of camera where there are several. */
export function QrScanner({ onDecoded, paused }: QrScannerProps) {
  const devices = useDevices().filter((d) => d.kind === 'videoinput');
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      {devices.length > 1 ? (
        <Select
          aria-label="Cámara"
          style={{ width: '100%', marginBottom: 8 }}
          value={deviceId ?? devices[0]?.deviceId}
          onChange={setDeviceId}
          options={devices.map((d, i) => ({ value: d.deviceId, label: d.label || `Cámara ${i + 1}` }))}
        />
      ) : null}
      {problem ? <Alert type="warning" showIcon title={problem} style={{ marginBottom: 8 }} /> : null}
      <div data-testid="camara" aria-label="Cámara de la puerta" role="img">
        <Scanner
          formats={['qr_code']}
          allowMultiple
          scanDelay={300}
          sound={false}
          paused={paused}
          constraints={deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'environment' }}
          components={{ finder: true, torch: true, onOff: false, zoom: false }}
          onScan={(codes: IDetectedBarcode[]) => {
            setProblem(null);
            const code = codes[0]?.rawValue;
            if (code) onDecoded(code);
          }}
          onError={(_: IScannerError) => setProblem(CAMERA_PROBLEM)}
        />
      </div>
    </div>
  );
}
