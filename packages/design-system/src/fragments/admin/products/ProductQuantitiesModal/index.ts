export {
  ProductQuantitiesModal,
  type ProductQuantitiesItem,
  type ProductQuantitiesModalProps,
  type ProductQuantityChange,
} from './ProductQuantitiesModal';
