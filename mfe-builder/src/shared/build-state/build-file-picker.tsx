import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildFile } from '@eoa/contracts';
import { checkDroppedFileType, readBuildFile } from '@eoa/game-rules';
import { Button, classNames } from '@eoa/ui';
import { buildMessageText } from './build-messages';

/** The file's text (FileReader: every browser, and the test DOM, has it). */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsText(file);
  });
}

export interface BuildFilePickerProps {
  /** Applies a valid file (the page's load sequence); a rejection shows the spec's failure text. */
  onLoad: (file: BuildFile) => Promise<void>;
  busy?: boolean;
  /** A lower drop zone (where the picker shares the view with other things). */
  compact?: boolean;
}

/**
 * A file chooser (.json) and a drop zone that accepts only application/json; the file is read and checked by
 * the rules (version 1.0, build and character present) before it is loaded. Every failure says why.
 */
export function BuildFilePicker({ onLoad, busy = false, compact = false }: BuildFilePickerProps) {
  const { t } = useTranslation('builder');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = async (file: File | undefined, dropped: boolean) => {
    setError(null);
    if (!file) return;
    const typeProblem = dropped ? checkDroppedFileType(file.type) : null;
    if (typeProblem) {
      setError(buildMessageText(typeProblem, t));
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setError(t('builds.messages.readFailed'));
      return;
    }
    const read = readBuildFile(text);
    if (!read.ok) {
      setError(buildMessageText(read.error, t));
      return;
    }
    try {
      await onLoad(read.file);
    } catch (failure) {
      console.error('Loading the build failed', failure);
      setError(t('builds.messages.loadFailed'));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0], true);
  };

  return (
    <div className="builder-file-picker">
      <div
        className={classNames('builder-drop-zone', compact && 'builder-drop-zone--compact', over && 'builder-drop-zone--over')}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-busy={busy}
      >
        <p>{t('builds.dropHere')}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="eoa-visually-hidden"
          disabled={busy}
          onChange={(event) => {
            void take(event.target.files?.[0], false);
            event.target.value = '';
          }}
        />
        <Button variant="primary" disabled={busy} onClick={() => input.current?.click()}>
          {t('builds.chooseFile')}
        </Button>
      </div>
      {error ? (
        <p className="builder-refusal" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
