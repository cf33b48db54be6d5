import { duesToPayNow, formatDay } from '@idl/api-contract';
import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { TransferDetails, type TransferDetailsMethod } from '../../orders/TransferDetails';
import { dueKindText, dueStatusText, dueStatusTone } from '../shared/dueLabels';
import { formatDollars } from '../../../format';
import * as shared from '../shared/shared.css';
import type { WarrantyDue } from '../shared/types';
import { EnrollmentSummaryCardOffer, type CardPaymentOffer } from './EnrollmentSummaryCard';
import * as styles from './EnrollmentSummaryPayment.css';
import { Link } from '../../../components/Link';

/** How to reach the lab, for when it has no transfer account to show. */
export interface LabContact {
  /** As shown, e.g. '+1 (305) 555-0142'; dialled via a tel: link. */
  phone: string;
  email: string;
  /** The contact page. */
  href: string;
}

export interface EnrollmentSummaryPaymentProps {
  dues: readonly WarrantyDue[];
  /** The enrolment's reference, quoted with the transfer. */
  reference: string;
  /** The shop's transfer accounts; none: the patient is asked to contact the lab. */
  methods: readonly TransferDetailsMethod[];
  contact: LabContact;
  /** The shop takes cards: paying now and the monthly charge can go on a card (Stripe). */
  card?: CardPaymentOffer;
  /** Dollars; what the card would be charged each month. */
  monthlyCharge?: number;
}

const recordedNote = 'Each due shows as Paid in your dues schedule once the lab has recorded your payment.';

/**
 * 'How to pay': what to pay now (the overdue dues and the next one, with their total), the
 * reference to quote and where to send the transfer. Nothing once every due is paid.
 */
export function EnrollmentSummaryPayment({
  dues,
  reference,
  methods,
  contact,
  card,
  monthlyCharge = 0,
}: EnrollmentSummaryPaymentProps) {
  const titleId = useId();
  const toPay = duesToPayNow(dues);
  if (toPay.dues.length === 0) return null;
  const total = toPay.totalCents / 100;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={shared.subheading}>
        How to pay
      </h3>
      <div className={shared.panel}>
        <ul className={styles.dues} aria-label="Dues to pay now">
          {toPay.dues.map((due) => (
            <li key={due.id} className={styles.row}>
              <span className={styles.what}>
                {formatDay(due.dueOn)}, {dueKindText[due.kind].toLowerCase()}
                <Badge tone={dueStatusTone[due.status]}>{dueStatusText[due.status]}</Badge>
              </span>
              <span className={styles.amount}>{formatDollars(due.amount)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          <span>To pay now</span>
          <span>{formatDollars(total)}</span>
        </p>
        {card ? (
          <EnrollmentSummaryCardOffer total={total} monthlyCharge={monthlyCharge} offer={card} />
        ) : null}
        {methods.length > 0 ? (
          <TransferDetails
            methods={[...methods]}
            amount={total}
            reference={reference}
            headingLevel={4}
            confirmation={recordedNote}
          />
        ) : (
          <>
            <p>
              To pay {formatDollars(total)}, contact the lab: call{' '}
              <Link
                className={`${shared.link} ${styles.phone}`}
                href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
              >
                {contact.phone}
              </Link>
              , write to{' '}
              <Link className={shared.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </Link>{' '}
              or use our{' '}
              <Link className={shared.link} href={contact.href}>
                contact page
              </Link>
              , and quote <strong>{reference}</strong>. We will tell you where to send the money.
            </p>
            <p className={styles.note}>{recordedNote}</p>
          </>
        )}
      </div>
    </section>
  );
}
