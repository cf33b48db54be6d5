import type { CartPanelCountry, CartPanelItem, CheckoutValues } from './CartPanel.types';

/** A tiny product picture as a data URL: a rounded tile in one colour, no network needed. */
export function productImage(fill: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'><rect width='48' height='48' rx='8' fill='#e3f0f8'/><rect x='14' y='8' width='20' height='32' rx='6' fill='${fill}'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A three-stripe flag as a data URL. */
function flag(a: string, b: string, c: string, vertical = false): string {
  const stripe = (fill: string, i: number) =>
    vertical
      ? `<rect x='${i * 10}' width='10' height='20' fill='${fill}'/>`
      : `<rect y='${(i * 20) / 3}' width='30' height='${20 / 3}' fill='${fill}'/>`;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20'>${[a, b, c].map(stripe).join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const cartItems: CartPanelItem[] = [
  {
    id: 11,
    productId: 101,
    productName: 'Interdental Brushes 0.6 mm',
    price: 12.5,
    quantity: 2,
    optionValue: 'Blue',
    imageUrl: productImage('#0e5a8a'),
  },
  {
    id: 12,
    productId: 102,
    productName: 'Floss Picks, Mint',
    price: 6.99,
    quantity: 1,
    imageUrl: productImage('#1e7b45'),
  },
  {
    id: 13,
    productId: 103,
    productName: 'Zirconia Crown (single unit)',
    price: 396.84,
    quantity: 1,
    imageUrl: null,
  },
];

export const cartTotal = 12.5 * 2 + 6.99 + 396.84;

/** Deliberately unsorted: the Country field sorts by name. */
export const countries: CartPanelCountry[] = [
  { code: 'US', name: 'United States', flagUrl: flag('#b22234', '#ffffff', '#3c3b6e') },
  { code: 'CO', name: 'Colombia', flagUrl: flag('#fcd116', '#003893', '#ce1126') },
  { code: 'DE', name: 'Germany', flagUrl: flag('#000000', '#dd0000', '#ffce00') },
  { code: 'AT', name: 'Austria', flagUrl: flag('#c8102e', '#ffffff', '#c8102e') },
  { code: 'FR', name: 'France', flagUrl: flag('#002654', '#ffffff', '#ce1126', true) },
  { code: 'IE', name: 'Ireland', flagUrl: flag('#169b62', '#ffffff', '#ff883e', true) },
  { code: 'IT', name: 'Italy', flagUrl: flag('#009246', '#ffffff', '#ce2b37', true) },
  { code: 'NL', name: 'Netherlands', flagUrl: flag('#ae1c28', '#ffffff', '#21468b') },
  { code: 'NG', name: 'Nigeria', flagUrl: flag('#008751', '#ffffff', '#008751', true) },
  { code: 'BE', name: 'Belgium', flagUrl: flag('#000000', '#fdda24', '#ef3340', true) },
];

export const filledCheckout: CheckoutValues = {
  buyer: { fullName: 'Maria Lopez', contactNumber: '+1 305 555 0142', email: 'maria.lopez@example.com' },
  shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '120 Brickell Ave' },
  paymentMethod: {
    provider: 'manual-transfer',
    recipientName: 'Maria Lopez',
    username: 'marialopez',
    contact: 'maria.lopez@example.com',
  },
};

/** A line whose name and option are as long as the catalogue's get. */
export const cartItemLongText: CartPanelItem = {
  id: 14,
  productId: 104,
  productName:
    'Extra-Soft Tapered Interdental Brush for Tight Contacts, Bridges, Implants and Orthodontic Brackets, Assorted Sizes',
  price: 1249.99,
  quantity: 12,
  optionValue: 'Assorted sizes 0.4 / 0.45 / 0.5 / 0.6 / 0.7 mm, Mint-flavoured',
  imageUrl: productImage('#0e5a8a'),
};

/** A buyer whose name, e-mail and address are as long as real ones get. */
export const filledCheckoutLongText: CheckoutValues = {
  buyer: {
    fullName: 'Maria Fernanda Rodriguez-Castellanos de la Vega',
    contactNumber: '+1 305 555 0142',
    email: 'maria.fernanda.rodriguez-castellanos@dental-office-of-coral-gables.example.com',
  },
  shipping: {
    country: 'United States',
    state: 'Florida',
    city: 'Coral Gables',
    street: '4000 Ponce de Leon Boulevard, Suite 1450, Attention: Front Desk (deliveries 9am-5pm)',
  },
  paymentMethod: {
    provider: 'manual-transfer',
    recipientName: 'Maria Fernanda Rodriguez-Castellanos de la Vega',
    username: 'maria.fernanda.rodriguez-castellanos',
    contact: 'maria.fernanda.rodriguez-castellanos@dental-office-of-coral-gables.example.com',
  },
};
