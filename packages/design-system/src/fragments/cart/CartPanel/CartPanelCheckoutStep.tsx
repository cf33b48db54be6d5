import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Combobox } from '../../../components/Combobox';
import { Section } from '../../../components/Section';
import { TextField } from '../../../components/TextField';
import * as styles from './CartPanel.css';
import { manualTransferProvider, type CartPanelCountry, type CheckoutValues } from './CartPanel.types';
import { hasCheckoutErrors, validateCheckout, type CheckoutErrors } from './checkoutValidation';

export interface CartPanelCheckoutStepProps {
  values: CheckoutValues;
  onChange: (values: CheckoutValues) => void;
  countries: CartPanelCountry[];
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: buyer, shipping and payment details; Next validates and moves on only when all is well. */
export function CartPanelCheckoutStep({
  values,
  onChange,
  countries,
  onBack,
  onNext,
}: CartPanelCheckoutStepProps) {
  // Errors appear once the buyer has pressed Next, then follow the text as it is corrected.
  const [attempts, setAttempts] = useState(0);
  const [paymentExpanded, setPaymentExpanded] = useState(true);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: CheckoutErrors = attempts > 0 ? validateCheckout(values) : {};

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = <G extends keyof CheckoutValues>(group: G, key: keyof CheckoutValues[G]) => ({
    value: values[group][key] as string,
    onChange: (text: string) => onChange({ ...values, [group]: { ...values[group], [key]: text } }),
  });

  const countryOptions = [...countries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country) => ({ id: country.name, label: country.name, imageSrc: country.flagUrl }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(values);
    if (!hasCheckoutErrors(found)) {
      onNext();
      return;
    }
    if (Object.keys(found).some((field) => field.startsWith('paymentMethod.'))) setPaymentExpanded(true);
    setAttempts((n) => n + 1);
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-label="Checkout details">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Buyer&apos;s Details</legend>
        <TextField
          label="Full Name"
          autoComplete="name"
          isRequired
          errorMessage={errors['buyer.fullName']}
          {...set('buyer', 'fullName')}
        />
        <TextField
          label="Contact Number"
          type="tel"
          autoComplete="tel"
          isRequired
          errorMessage={errors['buyer.contactNumber']}
          {...set('buyer', 'contactNumber')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          isRequired
          errorMessage={errors['buyer.email']}
          {...set('buyer', 'email')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Shipping</legend>
        <Combobox
          label="Country"
          placeholder="Search country"
          options={countryOptions}
          maxListHeight={250}
          emptyText="No country matches"
          selectedKey={values.shipping.country || null}
          onSelectionChange={(name) =>
            onChange({ ...values, shipping: { ...values.shipping, country: name ?? '' } })
          }
          errorMessage={errors['shipping.country']}
        />
        <TextField
          label="State/Province"
          autoComplete="address-level1"
          isRequired
          errorMessage={errors['shipping.state']}
          {...set('shipping', 'state')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          isRequired
          errorMessage={errors['shipping.city']}
          {...set('shipping', 'city')}
        />
        <TextField
          label="Street"
          autoComplete="street-address"
          isRequired
          errorMessage={errors['shipping.street']}
          {...set('shipping', 'street')}
        />
      </fieldset>
      <div className={styles.fieldset}>
        <h3 className={styles.sectionTitle}>Payment Method</h3>
        <Section
          title={manualTransferProvider.name}
          headingLevel={4}
          isExpanded={paymentExpanded}
          onExpandedChange={setPaymentExpanded}
        >
          <div className={styles.paymentFields}>
            <TextField
              label="Recipient Name"
              isRequired
              errorMessage={errors['paymentMethod.recipientName']}
              {...set('paymentMethod', 'recipientName')}
            />
            <TextField
              label="Username"
              isRequired
              errorMessage={errors['paymentMethod.username']}
              {...set('paymentMethod', 'username')}
            />
            <TextField
              label="E-mail or Phone"
              isRequired
              errorMessage={errors['paymentMethod.contact']}
              {...set('paymentMethod', 'contact')}
            />
          </div>
        </Section>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          Go Back
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
