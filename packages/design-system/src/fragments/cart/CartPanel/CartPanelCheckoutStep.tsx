import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Combobox } from '../../../components/Combobox';
import { Section } from '../../../components/Section';
import { TextField } from '../../../components/TextField';
import * as styles from './CartPanel.css';
import { TransferDetails, type TransferDetailsMethod } from '../../orders/TransferDetails';
import { RadioGroup } from '../../../components/RadioGroup';
import { Price } from '../../../components/Price';
import { toCents } from '../../orders/orderFormat';
import {
  cardProvider,
  manualTransferProvider,
  type CartPanelCountry,
  type CheckoutValues,
} from './CartPanel.types';
import { hasCheckoutErrors, validateCheckout, type CheckoutErrors } from './checkoutValidation';

export interface CartPanelCheckoutStepProps {
  values: CheckoutValues;
  onChange: (values: CheckoutValues) => void;
  countries: CartPanelCountry[];
  /** The shop's accounts to pay by transfer. */
  transferMethods: TransferDetailsMethod[];
  /** What the order will cost (with tax), in US dollars: the amount to send. */
  amountDue: number;
  /** The shop takes cards (Stripe): the buyer chooses between a transfer and a card. */
  cardAvailable?: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: buyer, shipping and payment details; Next validates and moves on only when all is well. */
export function CartPanelCheckoutStep({
  values,
  onChange,
  countries,
  transferMethods,
  amountDue,
  cardAvailable = false,
  onBack,
  onNext,
}: CartPanelCheckoutStepProps) {
  const paysByCard = cardAvailable && values.paymentMethod.provider === cardProvider.id;
  // Errors appear once the buyer has pressed Next, then follow the text as it is corrected.
  const [attempts, setAttempts] = useState(0);
  const [paymentExpanded, setPaymentExpanded] = useState(true);
  const formRef = useRef<HTMLFormElement>(null);
  const payFromHelpId = useId();
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
        {cardAvailable && (
          <RadioGroup
            label="How do you want to pay?"
            orientation="horizontal"
            options={[
              { value: manualTransferProvider.id, label: 'Manual transfer' },
              { value: cardProvider.id, label: 'Card' },
            ]}
            value={values.paymentMethod.provider}
            onChange={(provider) =>
              onChange({ ...values, paymentMethod: { ...values.paymentMethod, provider } })
            }
          />
        )}
        {paysByCard ? (
          <p className={styles.cardNote}>
            After Confirm Order you go to Stripe&apos;s secure page to pay{' '}
            <Price cents={toCents(amountDue)} size="sm" /> by card. No card number is entered on this site;
            your order is confirmed as soon as Stripe tells us the payment went through.
          </p>
        ) : (
          <Section
            title={manualTransferProvider.name}
            headingLevel={4}
            isExpanded={paymentExpanded}
            onExpandedChange={setPaymentExpanded}
          >
            <div className={styles.paymentFields}>
              <TransferDetails methods={transferMethods} amount={amountDue} headingLevel={5} />
              <fieldset className={styles.fieldset} aria-describedby={payFromHelpId}>
                <legend className={styles.subLegend}>The account you will pay from</legend>
                <p id={payFromHelpId} className={styles.muted}>
                  So we can match your transfer to this order when it arrives.
                </p>
                <TextField
                  label="Name on the Account"
                  autoComplete="name"
                  isRequired
                  errorMessage={errors['paymentMethod.recipientName']}
                  {...set('paymentMethod', 'recipientName')}
                />
                <TextField
                  label="User Name or Account Number"
                  description="e.g. your Zelle user name or the last digits of your bank account"
                  isRequired
                  errorMessage={errors['paymentMethod.username']}
                  {...set('paymentMethod', 'username')}
                />
                <TextField
                  label="E-mail or Phone of the Account"
                  isRequired
                  errorMessage={errors['paymentMethod.contact']}
                  {...set('paymentMethod', 'contact')}
                />
              </fieldset>
            </div>
          </Section>
        )}
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
