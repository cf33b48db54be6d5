import { formatDateTime, formatFileSize, scanKindLabels, type Scan } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import * as styles from './CaseScanList.css';

export interface CaseScanListProps {
  /** The case's scans, as the API lists them. */
  scans: readonly Scan[];
  /** Save the scan's file. */
  onDownload: (scan: Scan) => void;
  /** Open the scan in 3D; without it, no View in 3D button. */
  onView?: (scan: Scan) => void;
  /** The scan whose file is on its way: its Download button waits. */
  downloadingScanId?: number | null;
}

/** A case's intraoral scans: name, kind, size, who uploaded it and when, Download and View in 3D. */
export function CaseScanList({ scans, onDownload, onView, downloadingScanId = null }: CaseScanListProps) {
  if (scans.length === 0) return <p className={styles.empty}>No scans yet.</p>;
  return (
    <ul className={styles.list} aria-label="Scans">
      {scans.map((scan) => (
        <li key={scan.id} className={styles.item}>
          <span className={styles.file}>
            <span className={styles.name}>{scan.fileName}</span>
            <span className={styles.meta}>
              {`${scanKindLabels[scan.kind]}, ${formatFileSize(scan.size)}, from ${scan.uploadedBy}, ${formatDateTime(scan.uploadedAt)}`}
            </span>
          </span>
          <span className={styles.actions}>
            {onView ? (
              <Button
                size="sm"
                variant="secondary"
                onPress={() => onView(scan)}
                aria-label={`View in 3D: ${scan.fileName}`}
              >
                View in 3D
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              busy={downloadingScanId === scan.id}
              onPress={() => onDownload(scan)}
              aria-label={`Download ${scan.fileName}`}
            >
              Download
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
