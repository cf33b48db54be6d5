import { emailError, requiredErrors } from '../../../components/Form';
import type { CheckoutShipping, CheckoutValues } from './CartPanel.types';

/** Every field of the checkout form, named by its path in the place-order body. */
export const checkoutFields = [
  'buyer.fullName',
  'buyer.contactNumber',
  'buyer.email',
  'shipping.country',
  'shipping.state',
  'shipping.city',
  'shipping.street',
  'paymentMethod.recipientName',
  'paymentMethod.username',
  'paymentMethod.contact',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

/** One message per invalid field; a field that is fine has no entry. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** What to ask for when a field is empty, and the longest text the API accepts. */
const rules: Record<CheckoutField, { required: string; max: number }> = {
  'buyer.fullName': { required: 'Enter your full name', max: 120 },
  'buyer.contactNumber': { required: 'Enter your contact number', max: 40 },
  'buyer.email': { required: 'Enter your e-mail address', max: 254 },
  'shipping.country': { required: 'Choose your country', max: 100 },
  'shipping.state': { required: 'Enter your state or province', max: 100 },
  'shipping.city': { required: 'Enter your city', max: 100 },
  'shipping.street': { required: 'Enter your street and house number', max: 200 },
  'paymentMethod.recipientName': { required: 'Enter the name on the account you will pay from', max: 120 },
  'paymentMethod.username': { required: 'Enter the user name or number of that account', max: 120 },
  'paymentMethod.contact': { required: 'Enter the e-mail address or phone number of that account', max: 254 },
};

/** A plausible e-mail address: something@domain.tld, no spaces (the form toolkit's e-mail rule). */
export function isValidEmail(value: string): boolean {
  return emailError(value) === undefined;
}

/**
 * A plausible phone number: an optional leading +, then 7 to 15 digits (the E.164 maximum);
 * spaces, dots, dashes and brackets between them are allowed.
 */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** Reads a field's text from the form values by its path. */
export function checkoutFieldValue(values: CheckoutValues, field: CheckoutField): string {
  const [group, key] = field.split('.') as [keyof CheckoutValues, string];
  return (values[group] as unknown as Record<string, string>)[key] ?? '';
}

/** Checks the whole checkout form: required fields, lengths, e-mail and phone formats. */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  // A card is paid on Stripe's page: there is no paying account to describe.
  const paysByCard = values.paymentMethod.provider === 'card';
  const asked = checkoutFields.filter((field) => !(paysByCard && field.startsWith('paymentMethod.')));
  const texts = Object.fromEntries(asked.map((field) => [field, checkoutFieldValue(values, field)]));
  const required = Object.fromEntries(asked.map((field) => [field, rules[field].required]));
  const errors: CheckoutErrors = requiredErrors<CheckoutField>(texts, required);
  for (const field of asked) {
    const { max } = rules[field];
    if (!errors[field] && checkoutFieldValue(values, field).trim().length > max)
      errors[field] = `Use at most ${max} characters`;
  }
  const { buyer, paymentMethod } = values;
  if (!errors['buyer.email'] && !isValidEmail(buyer.email)) {
    errors['buyer.email'] = 'Enter a valid e-mail address, e.g. name@example.com';
  }
  if (!errors['buyer.contactNumber'] && !isValidPhone(buyer.contactNumber)) {
    errors['buyer.contactNumber'] = 'Enter a valid phone number, e.g. +1 305 555 0142';
  }
  const contact = paymentMethod.contact;
  if (!paysByCard && !errors['paymentMethod.contact'] && !isValidEmail(contact) && !isValidPhone(contact)) {
    errors['paymentMethod.contact'] = 'Enter a valid e-mail address or phone number';
  }
  return errors;
}

/** True when the form has at least one error. */
export function hasCheckoutErrors(errors: CheckoutErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The shipping address on one line: 'Street, City, State, Country' (empty parts left out). */
export function composeShippingAddress(shipping: CheckoutShipping): string {
  return [shipping.street, shipping.city, shipping.state, shipping.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
