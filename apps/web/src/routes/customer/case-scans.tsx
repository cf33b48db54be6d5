import { fillPath, scansPaths, type Scan } from '@idl/api-contract';
import { Button, CaseScanList, LoadError, ScanUpload } from '@idl/design-system';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../app/error-message';
import { useCaseScans, useScanBytes } from '../../features/cases/use-cases';
import { useScanUploads } from '../../features/cases/use-scan-uploads';

// three.js is large: the viewer is a chunk of its own, loaded when a scan is first opened in 3D.
const ScanViewer = lazy(async () => ({
  default: (await import('@idl/design-system/scan-viewer')).ScanViewer,
}));

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

/** One scan in 3D: its bytes fetched with the session, drawn by the lazily loaded ScanViewer. */
function ScanView({ scan, onClose }: { scan: Scan; onClose: () => void }) {
  const bytes = useScanBytes(scan);
  return (
    <section aria-label={`${scan.fileName} in 3D`}>
      <h3>{scan.fileName} in 3D</h3>
      <Suspense fallback={<p aria-busy="true">Loading the 3D viewer…</p>}>
        <ScanViewer
          data={bytes.data}
          format={scan.kind}
          fileName={scan.fileName}
          totalBytes={scan.size}
          loadError={bytes.isError ? errorMessage(bytes.error, 'We could not load the scan.') : undefined}
          onRetry={() => void bytes.refetch()}
        />
      </Suspense>
      <Button variant="ghost" size="sm" onPress={onClose}>
        Close 3D View
      </Button>
    </section>
  );
}

/** The case's scans: each to download, and to look at in 3D. */
export function CaseScans({ caseId }: { caseId: number }) {
  const scans = useCaseScans(caseId);
  const [viewed, setViewed] = useState<Scan | null>(null);
  if (scans.isError) {
    return (
      <LoadError
        message={errorMessage(scans.error, 'We could not load the scans.')}
        onRetry={() => void scans.refetch()}
      />
    );
  }
  if (scans.isPending) return <p aria-busy="true">Loading the scans…</p>;
  return (
    <>
      <CaseScanList
        scans={scans.data.items}
        downloadHref={(scan) => fillPath(scansPaths.scanFile, { caseId, scanId: scan.id })}
        onView={setViewed}
      />
      {viewed ? <ScanView key={viewed.id} scan={viewed} onClose={() => setViewed(null)} /> : null}
    </>
  );
}
