import { sitePaths } from '@idl/api-contract';
import * as styles from './ErrorScreen.css';
import { Link } from '../../../components/Link';

export const errorScreenKinds = ['notFound', 'unexpected'] as const;

export interface ErrorScreenProps {
  /** `notFound` for an unknown address, `unexpected` when a screen crashed. */
  kind: (typeof errorScreenKinds)[number];
  /** Technical detail shown under the message (e.g. the error's message), optional. */
  detail?: string;
  /** Where the way-home link leads. */
  homeHref?: string;
}

const texts = {
  notFound: {
    code: '404',
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
  },
  unexpected: {
    code: 'Oops',
    title: 'Unexpected Application Error!',
    message: 'Something went wrong while showing this page. Please try again.',
  },
} as const;

/** A whole-screen message for an unknown route or a crashed screen, always with a way home. */
export function ErrorScreen({ kind, detail, homeHref = sitePaths.home }: ErrorScreenProps) {
  const text = texts[kind];
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        {text.code}
      </p>
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.message}>{text.message}</p>
      {detail ? <p className={styles.message}>{detail}</p> : null}
      <Link className={styles.homeLink} href={homeHref}>
        Back to the home page
      </Link>
    </main>
  );
}
