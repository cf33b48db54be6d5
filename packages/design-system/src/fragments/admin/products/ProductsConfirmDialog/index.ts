export { ProductsConfirmDialog, type ProductsConfirmDialogProps } from './ProductsConfirmDialog';
