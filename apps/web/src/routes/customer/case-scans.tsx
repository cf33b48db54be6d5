import { formatFileSize, type Scan } from '@idl/api-contract';
import { Button, Link, LoadError, ScanUpload } from '@idl/design-system';
import { errorMessage } from '../../app/error-message';
import { scanFileUrl, useCaseScans } from '../../features/cases/use-cases';
import { useScanUploads } from '../../features/cases/use-scan-uploads';

/** The design system's ScanUpload showing and driving the office's resumable uploads. */
export function ScanUploads({ uploads }: { uploads: ReturnType<typeof useScanUploads> }) {
  return (
    <ScanUpload
      files={uploads.rows}
      onFilesChosen={uploads.choose}
      onResume={uploads.resume}
      onRetry={uploads.retry}
      onRemove={uploads.remove}
    />
  );
}

/** The scans an office adds to its case after sending it: the same resumable upload. */
export function CaseScanUpload({ caseId }: { caseId: number }) {
  return <ScanUploads uploads={useScanUploads(caseId)} />;
}

/** The case's scans: each to download, and to look at in 3D. */
export function CaseScans({ caseId, view }: { caseId: number; view?: (scan: Scan) => void }) {
  const scans = useCaseScans(caseId);
  if (scans.isError) {
    return (
      <LoadError
        message={errorMessage(scans.error, 'We could not load the scans.')}
        onRetry={() => void scans.refetch()}
      />
    );
  }
  if (scans.isPending) return <p aria-busy="true">Loading the scans…</p>;
  if (scans.data.items.length === 0) return <p>No scans yet.</p>;
  return (
    <ul aria-label="Scans of the case">
      {scans.data.items.map((scan) => (
        <li key={scan.id}>
          <strong>{scan.fileName}</strong> ({formatFileSize(scan.size)}, by {scan.uploadedBy}){' '}
          <Link href={scanFileUrl(caseId, scan.id)} download={scan.fileName}>
            Download {scan.fileName}
          </Link>{' '}
          {view ? (
            <Button variant="secondary" size="sm" onPress={() => view(scan)}>
              View {scan.fileName} in 3D
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
