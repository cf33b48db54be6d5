import * as shared from '../../warranty/shared/shared.css';
import * as styles from './ContactDetails.css';
import { Link } from '../../../components/Link';

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A link to one of the lab's social profiles. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export interface ContactDetailsProps {
  /** Phone number as shown, e.g. '+1 (305) 555-0142'; dialled via a tel: link. */
  phone: string;
  /** E-mail address; opened via a mailto: link. */
  email: string;
  /** Postal address, optional. */
  address?: string;
  /** The four social profiles. */
  socialLinks: readonly SocialLink[];
  /** Level of the 'Get in touch' heading in the page outline. */
  headingLevel?: 2 | 3;
}

const networkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
};

/** The lab's contact block: phone, e-mail, address and social links. */
export function ContactDetails({
  phone,
  email,
  address,
  socialLinks,
  headingLevel = 3,
}: ContactDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={shared.panel}>
      <Heading className={shared.subheading}>Get in touch</Heading>
      <dl className={shared.definitionList}>
        <dt className={shared.term}>Phone</dt>
        <dd className={shared.definition}>
          <Link className={shared.link} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
            {phone}
          </Link>
        </dd>
        <dt className={shared.term}>E-mail</dt>
        <dd className={shared.definition}>
          <Link className={shared.link} href={`mailto:${email}`}>
            {email}
          </Link>
        </dd>
        {address ? (
          <>
            <dt className={shared.term}>Address</dt>
            <dd className={shared.definition}>{address}</dd>
          </>
        ) : null}
      </dl>
      <ul className={styles.socials} aria-label="Follow us">
        {socialLinks.map((link) => (
          <li key={link.network}>
            <Link className={styles.social} href={link.href} rel="noopener noreferrer" target="_blank">
              {networkNames[link.network]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
