/** The four steps of the cart panel, in order. */
export const cartSteps = ['cart', 'checkout', 'review', 'completion'] as const;
export type CartStep = (typeof cartSteps)[number];

/** Step names shown in the stepper. */
export const cartStepLabels: Record<CartStep, string> = {
  cart: 'Cart',
  checkout: 'Checkout',
  review: 'Review',
  completion: 'Completion',
};

/** One cart line, with the field names of the API's cart item. Prices in US dollars. */
export interface CartPanelItem {
  /** Cart item id (what quantity changes and removal refer to). */
  id: number;
  /** The product in this line. */
  productId: number;
  /** Product name shown on the line. */
  productName: string;
  /** Current unit price in US dollars. */
  price: number;
  /** How many the buyer wants (1 or more). */
  quantity: number;
  /** Chosen size or colour for products with options. */
  optionValue?: string;
  /** Product picture; `null` shows a neutral placeholder. */
  imageUrl: string | null;
  /** 320 px wide version of the image, when the server stored one (for srcset). */
  thumbnailUrl?: string | null;
  /** 800 px wide version of the image, when the server stored one (for srcset). */
  mediumUrl?: string | null;
  /** The unit price when the buyer added the line, when the shop has changed it since (the API's `previousPrice`). */
  previousPrice?: number;
  /** Units that can be ordered now (the API's `available`); fewer than `quantity` is reported. */
  available?: number;
}

/** A country the shop ships to, as the countries API lists it. */
export interface CartPanelCountry {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** English name, shown, searched and stored in the order. */
  name: string;
  /** Small flag picture shown beside the name. */
  flagUrl: string;
}

/** Who buys (the API's `buyer`). */
export interface CheckoutBuyer {
  fullName: string;
  contactNumber: string;
  email: string;
}

/** Where the order goes (the API's `shipping`); `country` is the country's name. */
export interface CheckoutShipping {
  country: string;
  state: string;
  city: string;
  street: string;
}

/** How the buyer pays (the API's `paymentMethod`); `contact` is an e-mail or a phone number. */
export interface CheckoutPaymentMethod {
  provider: string;
  recipientName: string;
  username: string;
  contact: string;
}

/** Everything the checkout form collects: the body of the place-order call. */
export interface CheckoutValues {
  buyer: CheckoutBuyer;
  shipping: CheckoutShipping;
  paymentMethod: CheckoutPaymentMethod;
}

/** A transfer to one of the shop's accounts, checked by an admin. */
export const manualTransferProvider = { id: 'manual-transfer', name: 'Manual transfer' } as const;

/** A card paid on Stripe's hosted page, offered when the shop takes cards. */
export const cardProvider = { id: 'card', name: 'Card' } as const;

/** A blank checkout form, ready for the manual-transfer provider. */
export const emptyCheckoutValues: CheckoutValues = {
  buyer: { fullName: '', contactNumber: '', email: '' },
  shipping: { country: '', state: '', city: '', street: '' },
  paymentMethod: { provider: manualTransferProvider.id, recipientName: '', username: '', contact: '' },
};
