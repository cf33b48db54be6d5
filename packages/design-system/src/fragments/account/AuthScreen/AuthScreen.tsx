import { sitePaths } from '@idl/api-contract';
import type { ReactNode } from 'react';
import * as styles from './AuthScreen.css';
import { Link } from '../../../components/Link';

export interface AuthScreenProps {
  /** Page heading, e.g. 'Log in'. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** The form and its links. */
  children: ReactNode;
  /** Where the logo leads. */
  homeHref?: string;
}

/** The frame of the log-in, sign-up and password screens: no header or footer, a centred card. */
export function AuthScreen({ title, description, children, homeHref = sitePaths.home }: AuthScreenProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <Link className={styles.logo} href={homeHref}>
          <span className={styles.logoMark} aria-hidden="true">
            IL
          </span>
          Interdental Lab
        </Link>
        <div className={styles.intro}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
