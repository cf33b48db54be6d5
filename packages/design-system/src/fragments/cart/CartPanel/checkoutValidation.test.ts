import { describe, expect, it } from 'vitest';
import { emptyCheckoutValues, type CheckoutValues } from './CartPanel.types';
import {
  composeShippingAddress,
  hasCheckoutErrors,
  isValidEmail,
  isValidPhone,
  validateCheckout,
} from './checkoutValidation';

const valid: CheckoutValues = {
  buyer: { fullName: 'Maria Lopez', contactNumber: '+1 (305) 555-0142', email: 'maria@example.com' },
  shipping: { country: 'United States', state: 'Florida', city: 'Miami', street: '120 Brickell Ave' },
  paymentMethod: {
    provider: 'manual-transfer',
    recipientName: 'Maria Lopez',
    username: 'marialopez',
    contact: 'maria@example.com',
  },
};

describe('isValidEmail', () => {
  it.each(['maria@example.com', ' a.b+c@sub.example.co '])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['maria', 'maria@', 'maria@example', 'ma ria@example.com', '@example.com'])(
    'refuses %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('isValidPhone', () => {
  it.each(['+1 (305) 555-0142', '3055550142', '+44 20 7946 0958', '555.0142.12'])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });
  it.each(['12345', 'call me', '+1 305 555 01a2', '1234567890123456', '++13055550142'])(
    'refuses %s',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );
});

describe('validateCheckout', () => {
  it('passes a complete form', () => {
    expect(validateCheckout(valid)).toEqual({});
    expect(hasCheckoutErrors(validateCheckout(valid))).toBe(false);
  });

  it('names every empty field with its own message', () => {
    const errors = validateCheckout(emptyCheckoutValues);
    expect(Object.keys(errors)).toHaveLength(10);
    expect(errors['buyer.fullName']).toBe('Enter your full name');
    expect(errors['shipping.country']).toBe('Choose your country');
    expect(errors['paymentMethod.contact']).toBe('Enter the e-mail address or phone number of that account');
  });

  it('treats spaces only as empty', () => {
    const errors = validateCheckout({ ...valid, shipping: { ...valid.shipping, city: '   ' } });
    expect(errors).toEqual({ 'shipping.city': 'Enter your city' });
  });

  it('checks the e-mail and phone formats', () => {
    const errors = validateCheckout({
      ...valid,
      buyer: { ...valid.buyer, email: 'maria@example', contactNumber: '12' },
    });
    expect(errors).toEqual({
      'buyer.email': 'Enter a valid e-mail address, e.g. name@example.com',
      'buyer.contactNumber': 'Enter a valid phone number, e.g. +1 305 555 0142',
    });
  });

  it('accepts a phone number or an e-mail address as the payment contact', () => {
    const withPhone = { ...valid, paymentMethod: { ...valid.paymentMethod, contact: '+1 305 555 0142' } };
    expect(validateCheckout(withPhone)).toEqual({});
    const withNeither = { ...valid, paymentMethod: { ...valid.paymentMethod, contact: 'maria' } };
    expect(validateCheckout(withNeither)).toEqual({
      'paymentMethod.contact': 'Enter a valid e-mail address or phone number',
    });
  });

  it('refuses text longer than the API accepts', () => {
    const errors = validateCheckout({ ...valid, buyer: { ...valid.buyer, fullName: 'x'.repeat(121) } });
    expect(errors).toEqual({ 'buyer.fullName': 'Use at most 120 characters' });
  });
});

describe('composeShippingAddress', () => {
  it('joins street, city, state and country', () => {
    expect(composeShippingAddress(valid.shipping)).toBe('120 Brickell Ave, Miami, Florida, United States');
  });
  it('leaves out empty parts', () => {
    expect(composeShippingAddress({ street: 'Calle 5', city: ' ', state: '', country: 'Colombia' })).toBe(
      'Calle 5, Colombia',
    );
  });
});
