import { sitePaths } from '@idl/api-contract';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './LandingHero.css';
import { Link } from '../../../components/Link';

/** A link shown as a button. */
export interface HeroLink {
  label: string;
  href: string;
}

export interface LandingHeroProps {
  /** The main call to action, e.g. 'Shop Now' to /shop. */
  primaryLink?: HeroLink;
  /** A second, quieter link, e.g. 'Extended Warranty' to /patient. */
  secondaryLink?: HeroLink;
  /** Picture beside the copy on wide screens (decorative). */
  imageUrl?: string;
  /** The lab's services listed under the lead. */
  services?: readonly string[];
}

const defaultServices = ['Crowns', 'Bridges', 'Implant zirconia', 'Emax', 'Veneers'];

/** The landing page's opening band: the lab's promise, its services and where to go next. */
export function LandingHero({
  primaryLink = { label: 'Shop Now', href: sitePaths.shop },
  secondaryLink = { label: 'Extended Warranty', href: sitePaths.patient },
  imageUrl,
  services = defaultServices,
}: LandingHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="landing-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 id="landing-hero-title" className={styles.title}>
            Crafting Smiles with Innovation and Artistry
          </h1>
          <p className={styles.lead}>
            Interdental Lab is a full-service prosthetic dental lab in Miami, Florida. We make crowns,
            bridges, implant zirconia, Emax and veneers for dentists and their patients.
          </p>
          <ul className={styles.services} aria-label="Our services">
            {services.map((service) => (
              <li key={service} className={styles.service}>
                {service}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link className={shared.linkButton.primary} href={primaryLink.href}>
              {primaryLink.label}
            </Link>
            <Link className={shared.linkButton.secondary} href={secondaryLink.href}>
              {secondaryLink.label}
            </Link>
          </div>
        </div>
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" width={480} height={360} /> : null}
      </div>
    </section>
  );
}
