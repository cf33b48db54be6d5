import { formatDay } from '@idl/api-contract';
import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatDollars } from '../../../format';
import * as shared from '../shared/shared.css';
import type { WarrantyCardSubscription } from '../shared/types';
import * as styles from './EnrollmentSummaryPayment.css';
import { Link } from '../../../components/Link';

/** Paying by card is offered: what pressing the button does and whether it is under way. */
export interface CardPaymentOffer {
  onPay: () => void;
  busy?: boolean;
  /** Why the card page could not be opened. */
  error?: string;
}

/** 'Pay by card' inside How to pay: today's total now, then each monthly due on its day. */
export function EnrollmentSummaryCardOffer({
  total,
  monthlyCharge,
  offer,
}: {
  total: number;
  monthlyCharge: number;
  offer: CardPaymentOffer;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h4 id={titleId} className={shared.subheading}>
        Pay by card
      </h4>
      <p>
        Pay {formatDollars(total)} now on Stripe&apos;s secure page. Your card is then charged{' '}
        {formatDollars(monthlyCharge)} for each monthly due on its day, and the charges stop by themselves
        after the last due of your plan.
      </p>
      <div className={shared.actions}>
        <Button onPress={offer.onPay} busy={offer.busy} busyLabel="Opening Stripe...">
          Pay by Card
        </Button>
      </div>
      {offer.error ? <p role="alert">{offer.error}</p> : null}
    </section>
  );
}

const stateText: Record<
  WarrantyCardSubscription['state'],
  { tone: 'success' | 'critical' | 'neutral'; text: string }
> = {
  active: { tone: 'success', text: 'Monthly charge on' },
  failing: { tone: 'critical', text: 'Card declined' },
  ended: { tone: 'neutral', text: 'Charges ended' },
};

/** The dues are charged to a card: its state, and the link to Stripe's page to change the card. */
export function EnrollmentSummaryCard({
  card,
  monthlyCharge,
  chargeDay,
}: {
  card: WarrantyCardSubscription & { updateCardPath: string };
  monthlyCharge: number;
  chargeDay: number;
}) {
  const titleId = useId();
  const { tone, text } = stateText[card.state];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={shared.subheading}>
        Paying by card
      </h3>
      <div className={shared.panel}>
        <p className={styles.what}>
          <Badge tone={tone}>{text}</Badge>
        </p>
        {card.state === 'failing' ? (
          <p>
            Your card was declined
            {card.failedOn ? ` on ${formatDay(card.failedOn)}` : ''}. Stripe tries it again over the next
            days; update your card so the due is paid and your warranty stays in force.
          </p>
        ) : card.state === 'active' ? (
          <p>
            Your card is charged {formatDollars(monthlyCharge)} on day {chargeDay} of each month until the
            last due of your plan. Each due shows as Paid once the charge has gone through.
          </p>
        ) : (
          <p>Your card is no longer charged. Any due left unpaid can be paid by transfer.</p>
        )}
        {card.state !== 'ended' ? (
          <div className={shared.actions}>
            <Link
              className={card.state === 'failing' ? shared.linkButton.primary : shared.linkButton.secondary}
              href={card.updateCardPath}
            >
              Update Card
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
