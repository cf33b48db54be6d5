import * as shared from '../../warranty/shared/shared.css';
import * as styles from './WhyUs.css';

/** One reason to choose the lab. */
export interface WhyUsReason {
  title: string;
  text: string;
}

export interface WhyUsProps {
  /** The cards, in order; the three from the About Us page by default. */
  reasons?: readonly WhyUsReason[];
}

export const defaultWhyUsReasons: readonly WhyUsReason[] = [
  {
    title: 'Encourage feedback',
    text: 'Tell us what worked and what did not: every remark reaches the technician who made the case.',
  },
  {
    title: 'Quality services',
    text: 'Carefully crafted crowns, bridges and veneers at realistic prices.',
  },
  {
    title: 'Products support',
    text: 'Questions about a material or a fit? Our technicians answer with real technical knowledge.',
  },
];

/** 'Why choose us': the lab's three promises as cards (About Us page). */
export function WhyUs({ reasons = defaultWhyUsReasons }: WhyUsProps) {
  return (
    <section className={`${shared.band} ${shared.bandTone.muted}`} aria-labelledby="why-us-title">
      <div className={shared.inner}>
        <h2 id="why-us-title" className={shared.heading}>
          Why choose us
        </h2>
        <ul className={shared.cardGrid[3]}>
          {reasons.map((reason, index) => (
            <li key={reason.title} className={shared.card}>
              <span className={styles.mark} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={shared.subheading}>{reason.title}</h3>
              <p className={shared.lead}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
