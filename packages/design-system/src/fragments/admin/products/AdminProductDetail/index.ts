export {
  AdminProductDetail,
  type AdminProductDetailProps,
  type AdminProductFeedback,
} from './AdminProductDetail';
