import { useId, useState } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text, type DropZoneProps } from 'react-aria-components';
import { formatFileSize, SCAN_MAX_BYTES, scanFileProblem } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import * as styles from './ScanUpload.css';

/** Where one scan's upload stands; the web app moves it along as the parts arrive. */
export const scanUploadStatuses = ['waiting', 'uploading', 'paused', 'failed', 'done'] as const;
export type ScanUploadStatus = (typeof scanUploadStatuses)[number];

export interface ScanUploadFile {
  /** Stable key of the row, passed back to `onResume`, `onRetry` and `onRemove`. */
  id: string;
  fileName: string;
  /** The file's size in bytes. */
  size: number;
  status: ScanUploadStatus;
  /** Bytes the server has received so far (the offset the next part starts at). */
  uploadedBytes: number;
  /** Why it stopped (`paused`) or failed (`failed`), in words the office can act on. */
  message?: string;
}

export interface ScanUploadProps {
  /** The scans chosen so far, in the order chosen. */
  files: readonly ScanUploadFile[];
  /** The largest file accepted, in bytes; the contract's limit (500 MB) by default. */
  maxBytes?: number;
  /** STL, PLY and OBJ files within the limit that were picked or dropped; refused ones are not passed. */
  onFilesChosen: (files: File[]) => void;
  /** Continue a paused or interrupted upload from where the server stands. */
  onResume: (id: string) => void;
  /** Start a failed upload again. */
  onRetry: (id: string) => void;
  /** Give an upload up (not offered once a scan is uploaded: it stays with the case). */
  onRemove: (id: string) => void;
  /** The field's own error, e.g. the case holds its 20 scans already. */
  errorMessage?: string;
  isDisabled?: boolean;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const percentOf = (file: ScanUploadFile) =>
  file.size > 0 ? Math.min(100, Math.floor((file.uploadedBytes / file.size) * 100)) : 0;

/** The row's state in words, so it is never told by the bar's colour alone. */
function statusText(file: ScanUploadFile): string {
  switch (file.status) {
    case 'waiting':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading: ${percentOf(file)}%`;
    case 'paused':
      return `Interrupted at ${percentOf(file)}%`;
    case 'failed':
      return 'Upload failed';
    case 'done':
      return 'Uploaded';
  }
}

function ScanUploadRow({
  file,
  isDisabled,
  onResume,
  onRetry,
  onRemove,
}: { file: ScanUploadFile; isDisabled?: boolean } & Pick<
  ScanUploadProps,
  'onResume' | 'onRetry' | 'onRemove'
>) {
  const percent = file.status === 'done' ? 100 : percentOf(file);
  return (
    <li className={styles.row} data-status={file.status}>
      <div className={styles.rowHead}>
        <span className={styles.fileName}>{file.fileName}</span>
        <span className={styles.size}>{formatFileSize(file.size)}</span>
      </div>
      <ProgressBar
        className={styles.progress}
        value={percent}
        aria-label={file.fileName}
        valueLabel={`${statusText(file)}, ${formatFileSize(file.uploadedBytes)} of ${formatFileSize(file.size)}`}
      >
        <span className={styles.track}>
          <span className={styles.fill({ status: file.status })} style={{ width: `${percent}%` }} />
        </span>
      </ProgressBar>
      <div className={styles.rowFoot}>
        <span className={styles.status({ status: file.status })}>
          {file.status === 'done' && <Icon name="check" />}
          {statusText(file)}
          {file.message ? <span className={styles.message}>{file.message}</span> : null}
        </span>
        <span className={styles.actions}>
          {file.status === 'paused' && (
            <Button variant="secondary" size="sm" disabled={isDisabled} onPress={() => onResume(file.id)}>
              Resume<span className="visually-hidden"> {file.fileName}</span>
            </Button>
          )}
          {file.status === 'failed' && (
            <Button variant="secondary" size="sm" disabled={isDisabled} onPress={() => onRetry(file.id)}>
              Try Again<span className="visually-hidden"> {file.fileName}</span>
            </Button>
          )}
          {file.status !== 'done' && (
            <IconButton
              label={`Remove ${file.fileName}`}
              disabled={isDisabled}
              onPress={() => onRemove(file.id)}
            >
              <Icon name="close" />
            </IconButton>
          )}
        </span>
      </div>
    </li>
  );
}

/**
 * The intraoral scans of a case: pick or drop STL, PLY or OBJ files, each a row with its name, size,
 * progress and state (waiting, uploading, interrupted with Resume, failed with Try Again, uploaded).
 * A file of another kind or over the limit is refused here, with why, before a byte is sent.
 */
export function ScanUpload({
  files,
  maxBytes = SCAN_MAX_BYTES,
  onFilesChosen,
  onResume,
  onRetry,
  onRemove,
  errorMessage,
  isDisabled,
}: ScanUploadProps) {
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);

  const choose = (chosen: File[]) => {
    const problems = chosen.map((file) => scanFileProblem(file, maxBytes));
    setRefused(problems.filter((problem) => problem !== undefined));
    const accepted = chosen.filter((_, index) => problems[index] === undefined);
    if (accepted.length > 0) onFilesChosen(accepted);
  };

  const onDrop = async (event: DropEvent) => {
    const items = event.items.flatMap((item) => (item.kind === 'file' ? [item] : []));
    choose(await Promise.all(items.map((item) => item.getFile())));
  };

  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      {/* Names the real file input too (a test or a screen reader's form list finds it by it). */}
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
        Intraoral Scans
      </label>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void onDrop(event)}
      >
        <Text slot="label" className={styles.dropText}>
          Drop scan files here
        </Text>
        <FileTrigger
          // FileTrigger renders the real input but takes no id: give it one for the label.
          ref={(input) => {
            if (input) input.id = `${id}-input`;
          }}
          acceptedFileTypes={['.stl', '.ply', '.obj']}
          allowsMultiple
          onSelect={(list) => choose(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" disabled={isDisabled}>
            Choose Scans
          </Button>
        </FileTrigger>
        <p id={`${id}-hint`} className={styles.hint}>
          STL, PLY or OBJ, at most {formatFileSize(maxBytes)} each.
        </p>
      </DropZone>
      {refused.length > 0 && (
        <div role="alert">
          <ul className={styles.refused} aria-label="Files not added">
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {errorMessage ? (
        <p className={styles.errorText} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {files.length > 0 && (
        <ul className={styles.list} aria-label="Scans">
          {files.map((file) => (
            <ScanUploadRow
              key={file.id}
              file={file}
              isDisabled={isDisabled}
              onResume={onResume}
              onRetry={onRetry}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
