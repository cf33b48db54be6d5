import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import * as shared from '../../warranty/shared/shared.css';
import type { WarrantyCase } from '../../warranty/shared/types';

export interface CommonConcernsProps {
  /** The covered cases with their remedy (from the contract's warranty-plans data). */
  cases: readonly WarrantyCase[];
}

const explanations: Record<string, string> = {
  'chipped-crown': 'A piece of porcelain or zirconia broke off while chewing.',
  'loose-crown': 'The crown moves or came off the tooth.',
  'displaced-crown': 'The crown sits out of place and your bite feels different.',
  'allergic-reaction': 'Irritation or a reaction to the material of the restoration.',
};

/** 'Common concerns': the warranty cases a patient can claim, each with what the patient gets. */
export function CommonConcerns({ cases }: CommonConcernsProps) {
  const titleId = useId();
  return (
    <section className={`${shared.band} ${shared.bandTone.plain}`} aria-labelledby={titleId}>
      <div className={shared.inner}>
        <h2 id={titleId} className={shared.heading}>
          Common concerns
        </h2>
        <p className={shared.lead}>
          Chipped and loose crowns are remade or replaced free of charge. Other cases are reviewed by the lab
          with your dentist.
        </p>
        <ul className={shared.cardGrid[4]}>
          {cases.map((item) => (
            <li key={item.id} className={shared.card}>
              <h3 className={shared.subheading}>{item.label}</h3>
              {explanations[item.id] ? <p className={shared.muted}>{explanations[item.id]}</p> : null}
              <div>
                <Badge tone={item.remedy.startsWith('Free') ? 'success' : 'info'}>{item.remedy}</Badge>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
