import { useId } from 'react';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './GetStartedSteps.css';

/** One step of the way to a warranty. */
export interface GetStartedStep {
  title: string;
  text: string;
}

export interface GetStartedStepsProps {
  /** Section heading. */
  title?: string;
  /** The steps in order; the patient's six steps by default. */
  steps?: readonly GetStartedStep[];
}

export const patientSteps: readonly GetStartedStep[] = [
  { title: 'Register', text: 'Fill in the registration form below with your contact details.' },
  { title: 'Check your e-mail', text: 'You receive an e-mail with your reference number.' },
  {
    title: 'Fill the claim request form',
    text: 'Complete the claim request form together with your dentist.',
  },
  { title: 'Choose your years', text: 'Choose 3, 6 or 9 years of warranty extension.' },
  { title: 'Monthly dues', text: 'Your monthly dues are charged on the day of the month you chose.' },
  { title: 'Download the contract', text: 'Download a copy of your contract at any time.' },
];

/** 'How to get started': numbered steps (the patient warranty flow by default). */
export function GetStartedSteps({
  title = 'How to get started',
  steps = patientSteps,
}: GetStartedStepsProps) {
  const titleId = useId();
  return (
    <section className={`${shared.band} ${shared.bandTone.brand}`} aria-labelledby={titleId}>
      <div className={shared.inner}>
        <h2 id={titleId} className={shared.heading}>
          {title}
        </h2>
        <ol className={styles.list}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.text}>
                <h3 className={shared.subheading}>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
