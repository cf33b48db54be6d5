import type { ReactNode } from 'react';
import * as shared from '../../warranty/shared/shared.css';

export interface PageIntroProps {
  /** The page's title (its only h1), e.g. 'Extended warranty for patients'. */
  title: string;
  /** One or two sentences under the title. */
  text: ReactNode;
  /** Optional links or buttons under the text. */
  children?: ReactNode;
}

/** The opening band of a marketing page (patient, doctor): the page title and a short lead. */
export function PageIntro({ title, text, children }: PageIntroProps) {
  return (
    <div className={`${shared.band} ${shared.bandTone.brand}`}>
      <div className={shared.inner}>
        <h1 className={shared.heading}>{title}</h1>
        <p className={shared.lead}>{text}</p>
        {children ? <div className={shared.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
