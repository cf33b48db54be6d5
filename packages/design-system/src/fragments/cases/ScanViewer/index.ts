// Its own entry (`@idl/design-system/scan-viewer`), never re-exported from the package's index:
// three.js is large, and only the pages that show a scan should load it, lazily.
export { ScanViewer, type ScanViewerProps } from './ScanViewer';
