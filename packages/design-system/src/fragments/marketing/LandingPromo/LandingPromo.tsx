import { useId } from 'react';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './LandingPromo.css';
import { Link } from '../../../components/Link';

export const landingPromoTones = ['plain', 'muted', 'brand'] as const;

export interface LandingPromoProps {
  /** Section heading, e.g. 'For patients'. */
  title: string;
  /** One or two sentences under the heading. */
  text: string;
  /** Short selling points shown as a list. */
  points?: readonly string[];
  /** The call to action (a link), e.g. 'Protect your smile' to /patient. */
  link: { label: string; href: string };
  /** Decorative picture beside the copy. */
  imageUrl?: string;
  /** Background of the band, so neighbouring sections stand apart. */
  tone?: (typeof landingPromoTones)[number];
}

/** A landing-page band pointing one audience to its page: patients, doctors, the warranty. */
export function LandingPromo({
  title,
  text,
  points = [],
  link,
  imageUrl,
  tone = 'plain',
}: LandingPromoProps) {
  const titleId = useId();
  return (
    <section className={`${shared.band} ${shared.bandTone[tone]}`} aria-labelledby={titleId}>
      <div className={`${shared.inner} ${styles.layout}`}>
        <div className={styles.copy}>
          <h2 id={titleId} className={shared.heading}>
            {title}
          </h2>
          <p className={shared.lead}>{text}</p>
          {points.length > 0 ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          <Link className={shared.linkButton.primary} href={link.href}>
            {link.label}
          </Link>
        </div>
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" width={480} height={360} /> : null}
      </div>
    </section>
  );
}
