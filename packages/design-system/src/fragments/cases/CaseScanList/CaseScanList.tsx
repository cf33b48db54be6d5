import { formatDateTime, formatFileSize, scanKindLabels, type Scan } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import { button } from '../../../components/Button/Button.css';
import { Link } from '../../../components/Link';
import * as styles from './CaseScanList.css';

export interface CaseScanListProps {
  /** The case's scans, as the API lists them. */
  scans: readonly Scan[];
  /**
   * The address of the scan's file. Download is a link to it, so the browser saves the file as it
   * arrives (a scan is hundreds of MB: never held whole in the page).
   */
  downloadHref: (scan: Scan) => string;
  /** Open the scan in 3D; without it, no View in 3D button. */
  onView?: (scan: Scan) => void;
}

/** A case's intraoral scans: name, kind, size, who uploaded it and when, Download and View in 3D. */
export function CaseScanList({ scans, downloadHref, onView }: CaseScanListProps) {
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
            <Link
              href={downloadHref(scan)}
              download={scan.fileName}
              className={button({ variant: 'secondary', size: 'sm' })}
              aria-label={`Download ${scan.fileName}`}
            >
              Download
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
