export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  createToaster,
  toast,
  toastTones,
  TOAST_DURATION_MS,
  type ShowToast,
  type ToastMessage,
  type ToastOptions,
  type ToastTone,
  type Toaster,
} from './toaster';
