import type {
  HeaderBrand,
  HeaderCategory,
  HeaderNotification,
  HeaderProduct,
  HeaderUser,
} from './CustomerHeader.types';

/** A flat-coloured square with a letter: a stable stand-in for a product photo (no network). */
function productImage(fill: string, letter: string) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' fill='${fill}'/><text x='20' y='26' font-family='sans-serif' font-size='16' text-anchor='middle' fill='white'>${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleCategories: HeaderCategory[] = [
  { categoryId: 1, name: 'Interdental Brushes' },
  { categoryId: 2, name: 'Dental Floss' },
  { categoryId: 3, name: 'Mouthwash' },
  { categoryId: 4, name: 'Toothbrushes' },
];

export const sampleBrands: HeaderBrand[] = [
  { id: 1, name: 'Interdental Pro' },
  { id: 2, name: 'SmileCare' },
];

/** Products with the category each belongs to, so stories can filter like the app does. */
export const sampleProducts: (HeaderProduct & { categoryId: number })[] = [
  {
    id: 11,
    name: 'Soft Interdental Brush 0.4 mm',
    price: 6.5,
    img: productImage('#0e5a8a', 'B'),
    categoryId: 1,
  },
  {
    id: 12,
    name: 'Interdental Brush Starter Kit',
    price: 18.9,
    img: productImage('#1e7b45', 'K'),
    categoryId: 1,
  },
  {
    id: 21,
    name: 'Expanding Dental Floss 50 m',
    price: 4.25,
    img: productImage('#8a5a00', 'F'),
    categoryId: 2,
  },
  { id: 22, name: 'Floss Picks (90 pack)', price: 7.99, img: null, categoryId: 2 },
  { id: 31, name: 'Fluoride Mouthwash 500 ml', price: 9.4, img: productImage('#b3261e', 'M'), categoryId: 3 },
];

/** Products whose name contains `text` (case-insensitive), in `categoryId` when given. */
export function searchSampleProducts(text: string, categoryId: number | null): HeaderProduct[] {
  const query = text.trim().toLowerCase();
  return sampleProducts.filter(
    (p) => p.name.toLowerCase().includes(query) && (categoryId === null || p.categoryId === categoryId),
  );
}

export const sampleUser: HeaderUser = { email: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe' };

export const sampleNotifications: HeaderNotification[] = [
  {
    id: 3,
    title: 'Order Shipped',
    message: 'Your order #1042 is on its way.',
    link: '/order-info?orderId=1042',
    read: false,
    createdAt: '2026-03-14T10:00:00Z',
  },
  {
    id: 2,
    title: 'Order Placed',
    message: 'We received your order #1042 for $42.50.',
    link: '/order-info?orderId=1042',
    read: false,
    createdAt: '2026-03-13T16:30:00Z',
  },
  {
    id: 1,
    title: 'Back in Stock',
    message: 'Soft Interdental Brush 0.4 mm is available again.',
    read: true,
    createdAt: '2026-03-10T08:15:00Z',
  },
];

/** A signed-in user whose e-mail is as long as real ones get (the account menu shows its local part). */
export const longEmailUser: HeaderUser = {
  email: 'maria.fernanda.rodriguez-castellanos@dental-office-of-coral-gables.example.com',
  firstName: 'Maria Fernanda',
  lastName: 'Rodriguez-Castellanos de la Vega',
};
