import { useId, useRef } from 'react';
import { Button, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { ACCEPT, MAX_ATTACHMENTS } from './formRules';
import { InlineError } from './FormParts';

export interface AttachmentsFieldProps {
  files: File[];
  error?: string;
  hint: string;
  /** The new list, after files were added or one removed; the form checks it at once. */
  onChange: (files: File[]) => void;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`);

/** Attachments of the PQRS and ethics forms: a file picker, the chosen files and the rule they break. */
export function AttachmentsField({ files, error, hint, onChange }: AttachmentsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="vz-form__attachments">
      <label htmlFor={id} className="vz-form__label">
        Adjuntos
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="vz-form__file-input"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const added = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (added.length) onChange([...files, ...added]);
        }}
      />
      <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
        Adjuntar archivos
      </Button>
      <Typography.Text type="secondary" id={`${id}-hint`} className="vz-form__hint">
        {hint} Máximo {MAX_ATTACHMENTS} archivos.
      </Typography.Text>
      {files.length > 0 ? (
        <ul className="vz-form__files" aria-label="Archivos adjuntos">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span>
                {file.name} ({size(file.size)})
              </span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Quitar ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <InlineError error={error} />
    </div>
  );
}
