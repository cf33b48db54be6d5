export { AddCategoryModal, type AddCategoryModalProps, type AddCategoryValues } from './AddCategoryModal';
