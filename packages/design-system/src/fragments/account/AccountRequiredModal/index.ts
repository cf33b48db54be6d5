export { AccountRequiredModal, type AccountRequiredModalProps } from './AccountRequiredModal';
