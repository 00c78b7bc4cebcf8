// The door's camera: @yudiel/react-qr-scanner decoding with barcode-detector's ZXing WebAssembly
// build on every phone alike (never the platform's own detector), QR codes only. The .wasm is one
// of our built assets (no CDN), precached by the door's service worker.
import { useMemo, useState } from 'react';
import { Alert, Button, Select } from 'antd';
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
  const [problem, setProblem] = useState<IScannerError | null>(null);
  // No minimum size (the library asks for 640 px of height at least, which some cameras refuse); one object per choice of camera.
  const constraints = useMemo<MediaTrackConstraints>(() => ({ ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'environment' }), width: { ideal: 1280 }, height: { ideal: 720 } }), [deviceId]);
  // A new Scanner (the camera asked for again) after a failure.
  const [attempt, setAttempt] = useState(0);
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
      {problem ? (
        <Alert
          type="warning"
          showIcon
          title={CAMERA_PROBLEM}
          data-error={`${problem.kind}: ${problem.message}`}
          action={<Button size="small" onClick={() => (setProblem(null), setAttempt((n) => n + 1))}>Abrir la cámara de nuevo</Button>}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <div data-testid="camara" aria-label="Cámara de la puerta" role="img">
        <Scanner
          key={attempt}
          // A phone busy with other work may take a while to open its camera.
          startTimeoutMs={15_000}
          formats={['qr_code']}
          allowMultiple
          scanDelay={300}
          sound={false}
          paused={paused}
          constraints={constraints}
          components={{ finder: true, torch: true, onOff: false, zoom: false }}
          onScan={(codes: IDetectedBarcode[]) => {
            setProblem(null);
            const code = codes[0]?.rawValue;
            if (code) onDecoded(code);
          }}
          onError={(error: IScannerError) => setProblem(error)}
        />
      </div>
    </div>
  );
}
