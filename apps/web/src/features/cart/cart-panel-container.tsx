/** The cart side panel wired to the cart and order calls (to be built). Mounted by the customer layout. */
export function CartPanelContainer() {
  return null;
}
