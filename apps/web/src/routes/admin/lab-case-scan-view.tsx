import type { Scan } from '@idl/api-contract';
import { Button, Spinner, sprinkles } from '@idl/design-system';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../app/error-message';
import { useScanBytes } from '../../features/admin/use-admin-cases';

// three.js is large: only this chunk, loaded when a scan is first opened in 3D, carries it.
const ScanViewer = lazy(async () => ({
  default: (await import('@idl/design-system/scan-viewer')).ScanViewer,
}));

const box = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', alignItems: 'flex-start' });

/** One scan in 3D (rotate, zoom), its bytes fetched for the viewer, with Close 3D View. */
export function LabScanView({ scan, onClose }: { scan: Scan; onClose: () => void }) {
  const bytes = useScanBytes(scan);
  return (
    <section className={box} aria-label={`3D view of ${scan.fileName}`}>
      <Suspense fallback={<Spinner label="Loading the 3D viewer" />}>
        <ScanViewer
          data={bytes.data}
          format={scan.kind}
          fileName={scan.fileName}
          totalBytes={scan.size}
          loadError={bytes.isError ? errorMessage(bytes.error, 'The scan could not be loaded.') : undefined}
          onRetry={() => void bytes.refetch()}
        />
      </Suspense>
      <Button variant="secondary" onPress={onClose}>
        Close 3D View
      </Button>
    </section>
  );
}
