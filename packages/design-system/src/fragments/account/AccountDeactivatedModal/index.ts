export { AccountDeactivatedModal, type AccountDeactivatedModalProps } from './AccountDeactivatedModal';
