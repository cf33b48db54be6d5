import { useId } from 'react';
import { Price } from '../../../components/Price';
import { toCents } from '../../../format';
import * as styles from './TransferDetails.css';

/** One of the shop's transfer methods, with the field names of the API's `TransferMethod`. */
export interface TransferDetailsMethod {
  /** e.g. 'Zelle' or 'Bank transfer'. */
  name: string;
  /** Whom to pay. */
  payeeName: string;
  /** The address or account to send to. */
  account: string;
  /** Anything else to know; may be empty. */
  instructions: string;
}

export const transferDetailsHeadingLevels = [2, 3, 4, 5] as const;

export interface TransferDetailsProps {
  /** The shop's accounts, in the order to show them. Empty: the buyer is told the shop will write. */
  methods: TransferDetailsMethod[];
  /** The exact amount to send, in US dollars. */
  amount: number;
  /** What to quote with the transfer, e.g. 'Order #1031'; left out before the order exists. */
  reference?: string;
  /** Level of the 'Pay by transfer' heading, to fit the page around it. */
  headingLevel?: (typeof transferDetailsHeadingLevels)[number];
  /** What happens once the money arrives; an order's confirmation unless told otherwise. */
  confirmation?: string;
}

/**
 * Where and how to send a manual transfer: the amount, what to quote, and each of the shop's
 * accounts (payee, account, instructions). Shown at checkout, on completion, on the order page and
 * with a warranty's unpaid dues.
 */
export function TransferDetails({
  methods,
  amount,
  reference,
  headingLevel = 3,
  confirmation = 'Your order is confirmed once we have received the payment.',
}: TransferDetailsProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const quote = reference ? <strong>{reference}</strong> : 'the order number you get when you confirm';
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Pay by transfer
      </Heading>
      {methods.length === 0 ? (
        <p>
          We will e-mail you where to send <Price cents={toCents(amount)} size="sm" />. Quote {quote} with the
          transfer.
        </p>
      ) : (
        <>
          <p>
            Send exactly <Price cents={toCents(amount)} size="sm" />{' '}
            {methods.length > 1 ? 'to one of these accounts' : 'to this account'} and quote {quote} with the
            transfer.
          </p>
          <ul className={styles.methods}>
            {methods.map((method, index) => (
              <li key={`${method.name}-${index}`} className={styles.method}>
                <span className={styles.methodName}>{method.name}</span>
                <dl className={styles.facts}>
                  <dt className={styles.term}>Payee</dt>
                  <dd className={styles.value}>{method.payeeName}</dd>
                  <dt className={styles.term}>Send to</dt>
                  <dd className={styles.value}>{method.account}</dd>
                </dl>
                {method.instructions && <p className={styles.note}>{method.instructions}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.note}>{confirmation}</p>
    </section>
  );
}
