import { productSorts } from './catalog';
import { labDetails, pageTitle, type PageText } from './lab-details';
import type { SiteRouteName } from './site-routes';

/**
 * Each page's title and description: the one home of these texts. The server writes them into the
 * head of the HTML it sends; the web app sets document.title and the description from them as the
 * visitor moves between pages.
 */
export const pageTexts: Record<SiteRouteName, PageText> = {
  home: {
    title: `${labDetails.name} | Dental Lab and Dental Products in Miami`,
    description:
      'Interdental Lab: dental products and a full-service prosthetic dental lab in Miami, Florida.',
  },
  aboutUs: {
    title: pageTitle('About Us'),
    description:
      'Who we are: a full-service prosthetic dental laboratory in Miami, Florida, crafting crowns, bridges, implant zirconia, Emax and veneers.',
  },
  aboutUsAlias: {
    title: pageTitle('About Us'),
    description:
      'Who we are: a full-service prosthetic dental laboratory in Miami, Florida, crafting crowns, bridges, implant zirconia, Emax and veneers.',
  },
  contactUs: {
    title: pageTitle('Contact Us'),
    description:
      'Call, e-mail or write to Interdental Lab in Miami, Florida about dental products, lab work and warranties.',
  },
  patient: {
    title: pageTitle('Patient Warranty Plans'),
    description:
      'Extended warranty plans for patients: 3, 6 and 9 years of cover for the crowns, bridges and veneers your dentist ordered from Interdental Lab.',
  },
  doctor: {
    title: pageTitle('For Doctors'),
    description:
      "Enrollment and pricing plans for dentist offices: register your practice in Interdental Lab's extended warranty program.",
  },
  warranty: {
    title: pageTitle('Warranty Look-up and Claims'),
    description: "Look up a patient's warranty enrollment, see its dues and contract, and file a claim.",
  },
  shop: {
    title: pageTitle('Shop Dental Products'),
    description:
      'Interdental brushes, floss and dental-care products from Interdental Lab, Miami: filter by category, brand, price and availability.',
  },
  brands: {
    title: pageTitle('Brands'),
    description: 'The dental-care brands Interdental Lab sells, from Miami, Florida.',
  },
  categories: {
    title: pageTitle('Categories'),
    description: "The categories of Interdental Lab's dental-care products.",
  },
  product: {
    title: pageTitle('Product'),
    description: 'A dental-care product from Interdental Lab, Miami, Florida.',
  },
  login: { title: pageTitle('Log In'), description: 'Log in to your Interdental Lab account.' },
  signup: { title: pageTitle('Sign Up'), description: 'Create an Interdental Lab account.' },
  forgotPassword: {
    title: pageTitle('Forgot Password'),
    description: 'Get a link to set a new password for your Interdental Lab account.',
  },
  newPassword: {
    title: pageTitle('Set a New Password'),
    description: 'Set a new password for your Interdental Lab account.',
  },
  wishlist: { title: pageTitle('Wishlist'), description: 'The products you saved for later.' },
  orders: { title: pageTitle('My Orders'), description: 'Your orders and where they are.' },
  orderInfo: { title: pageTitle('Order Details'), description: 'One of your orders, step by step.' },
  orderAlias: { title: pageTitle('Order Details'), description: 'One of your orders, step by step.' },
  office: {
    title: pageTitle('My Office'),
    description: 'Sign your dentist office up to send cases to the lab, and see whether the lab verified it.',
  },
  newCase: {
    title: pageTitle('Send a Case'),
    description: 'Send the lab a prescription with its scans.',
  },
  cases: { title: pageTitle('My Cases'), description: 'The lab cases your office sent and where they are.' },
  caseInfo: {
    title: pageTitle('Case Details'),
    description: 'One of your lab cases: its prescription, its stage and its timeline.',
  },
  admin: { title: pageTitle('Admin'), description: "Interdental Lab's back office." },
};

/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** A product page's texts: its name, and the start of its description (one line, cut at a word). */
export function productPageText(product: { name: string; description: string }): PageText {
  const text = product.description.replace(/\s+/g, ' ').trim();
  const cut =
    text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
  return {
    title: pageTitle(product.name),
    description: cut || `${product.name}: ${pageTexts.product.description}`,
  };
}

const positiveId = (text: string) => /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text));
const amount = (text: string) => {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * The query of /shop's canonical address: only the parameters that change what the page lists, in
 * one fixed order (q, categoryId, brandId, minPrice, maxPrice, availability, sort, page), each as
 * the shop page reads it (apps/web/src/routes/customer/shop-search.ts): malformed values and
 * defaults (sort newest, page 1) are left out, brands sorted, reversed price bounds swapped. The
 * cart panel's `cart=open` and any unknown parameter are dropped. '' or '?...'.
 */
export function canonicalShopQuery(params: URLSearchParams): string {
  const out = new URLSearchParams();
  const q = params.get('q')?.trim();
  if (q) out.set('q', q);
  const categoryId = params.get('categoryId');
  if (categoryId !== null && positiveId(categoryId)) out.set('categoryId', categoryId);
  const brands = [...new Set(params.getAll('brandId').filter(positiveId).map(Number))].sort((a, b) => a - b);
  for (const brandId of brands) out.append('brandId', String(brandId));
  let minPrice = amount(params.get('minPrice') ?? '');
  let maxPrice = amount(params.get('maxPrice') ?? '');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== null) out.set('minPrice', String(minPrice));
  if (maxPrice !== null) out.set('maxPrice', String(maxPrice));
  const availability = params.get('availability');
  if (availability === 'inStock' || availability === 'outOfStock') out.set('availability', availability);
  const sort = params.get('sort');
  if (sort !== 'newest' && productSorts.some((known) => known === sort)) out.set('sort', sort!);
  const page = params.get('page');
  if (page !== null && positiveId(page) && page !== '1') out.set('page', page);
  const query = out.toString();
  return query ? `?${query}` : '';
}
