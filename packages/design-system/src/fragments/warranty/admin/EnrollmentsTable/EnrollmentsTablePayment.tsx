import { formatDay } from '@idl/api-contract';
import { Badge, type BadgeTone } from '../../../../components/Badge';
import * as shared from '../../shared/shared.css';
import type { WarrantyCardSubscription } from '../../shared/types';

const cardText: Record<WarrantyCardSubscription['state'], { tone: BadgeTone; text: string }> = {
  active: { tone: 'success', text: 'Card, monthly charge on' },
  failing: { tone: 'critical', text: 'Card declined' },
  ended: { tone: 'neutral', text: 'Card, charges ended' },
};

/** How an enrolment's dues are paid: by transfer, or the state of the monthly charge on a card. */
export function EnrollmentsTablePayment({ card }: { card: WarrantyCardSubscription | null }) {
  if (!card) return <Badge tone="neutral">Transfer</Badge>;
  const { tone, text } = cardText[card.state];
  return (
    <>
      <Badge tone={tone}>{text}</Badge>
      {card.state === 'failing' && card.failedOn ? (
        <span className={shared.muted}> {formatDay(card.failedOn)}</span>
      ) : null}
    </>
  );
}
