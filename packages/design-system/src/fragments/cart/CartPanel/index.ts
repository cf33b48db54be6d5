export { CartPanel, type CartPanelProps } from './CartPanel';
export {
  cartStepLabels,
  cartSteps,
  emptyCheckoutValues,
  manualTransferProvider,
  type CartPanelCountry,
  type CartPanelItem,
  type CartStep,
  type CheckoutBuyer,
  type CheckoutPaymentMethod,
  type CheckoutShipping,
  type CheckoutValues,
} from './CartPanel.types';
export {
  checkoutFields,
  composeShippingAddress,
  hasCheckoutErrors,
  isValidEmail,
  isValidPhone,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
} from './checkoutValidation';
