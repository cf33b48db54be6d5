import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form, useForm } from '../../../components/Form';
import { Combobox } from '../../../components/Combobox';
import { Section } from '../../../components/Section';
import { TextField } from '../../../components/TextField';
import * as styles from './CartPanel.css';
import { TransferDetails, type TransferDetailsMethod } from '../../orders/TransferDetails';
import { RadioGroup } from '../../../components/RadioGroup';
import { Price } from '../../../components/Price';
import { toCents } from '../../../format';
import {
  cardProvider,
  emptyCheckoutValues,
  manualTransferProvider,
  type CartPanelCountry,
  type CheckoutValues,
} from './CartPanel.types';
import { validateCheckout, type CheckoutField } from './checkoutValidation';

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
  const [paymentExpanded, setPaymentExpanded] = useState(true);
  const payFromHelpId = useId();
  // The values live in the panel (kept across steps); errors appear once the buyer has pressed
  // Next, then follow the text as it is corrected.
  const form = useForm<CheckoutValues, CheckoutField>({
    initialValues: emptyCheckoutValues,
    values,
    onValuesChange: onChange,
    revalidate: 'change',
    validate: validateCheckout,
    onSubmit: onNext,
  });

  const set = <G extends keyof CheckoutValues>(group: G, key: keyof CheckoutValues[G] & string) => ({
    value: values[group][key] as string,
    onChange: (text: string) => form.set(group, { ...values[group], [key]: text }),
    errorMessage: form.errorOf(`${group}.${key}` as CheckoutField),
  });

  // A refused Next opens the payment section when a field to fix is in it, so it can take the focus.
  const submit = (event: FormEvent) => {
    const found = validateCheckout(values);
    if (Object.keys(found).some((field) => field.startsWith('paymentMethod.'))) setPaymentExpanded(true);
    form.handleSubmit(event);
  };

  const countryOptions = [...countries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country) => ({ id: country.name, label: country.name, imageSrc: country.flagUrl }));

  return (
    <Form
      form={{ attach: form.attach, handleSubmit: submit }}
      className={styles.form}
      aria-label="Checkout details"
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Buyer&apos;s Details</legend>
        <TextField label="Full Name" autoComplete="name" isRequired {...set('buyer', 'fullName')} />
        <TextField
          label="Contact Number"
          type="tel"
          autoComplete="tel"
          isRequired
          {...set('buyer', 'contactNumber')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          isRequired
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
          onSelectionChange={(name) => form.set('shipping', { ...values.shipping, country: name ?? '' })}
          errorMessage={form.errorOf('shipping.country')}
        />
        <TextField
          label="State/Province"
          autoComplete="address-level1"
          isRequired
          {...set('shipping', 'state')}
        />
        <TextField label="City" autoComplete="address-level2" isRequired {...set('shipping', 'city')} />
        <TextField label="Street" autoComplete="street-address" isRequired {...set('shipping', 'street')} />
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
            onChange={(provider) => form.set('paymentMethod', { ...values.paymentMethod, provider })}
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
                  {...set('paymentMethod', 'recipientName')}
                />
                <TextField
                  label="User Name or Account Number"
                  description="e.g. your Zelle user name or the last digits of your bank account"
                  isRequired
                  {...set('paymentMethod', 'username')}
                />
                <TextField
                  label="E-mail or Phone of the Account"
                  isRequired
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
    </Form>
  );
}
