// isValidEmail and isValidPhone stay inside the module: generic names would clash in the package index.
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
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
} from './checkoutValidation';
