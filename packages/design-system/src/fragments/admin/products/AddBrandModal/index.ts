export { AddBrandModal, type AddBrandModalProps, type AddBrandValues } from './AddBrandModal';
