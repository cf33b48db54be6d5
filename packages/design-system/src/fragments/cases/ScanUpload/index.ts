export {
  ScanUpload,
  scanUploadStatuses,
  type ScanUploadFile,
  type ScanUploadProps,
  type ScanUploadStatus,
} from './ScanUpload';
