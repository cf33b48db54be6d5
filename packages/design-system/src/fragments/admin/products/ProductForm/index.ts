export { ProductForm, productFormModes, type ProductFormProps } from './ProductForm';
export {
  checkProductForm,
  productOptionDimensions,
  type OptionDimension as ProductOptionDimension,
  type ProductFormErrors,
  type ProductFormImage,
  type ProductFormOptionValue,
  type ProductFormSubmitValues,
  type ProductFormUpload,
  type ProductFormValues,
} from './productFormModel';
