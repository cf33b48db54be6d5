import { Icon } from '../../../components/Icon';
import * as styles from './CartPanel.css';
import { cartStepLabels, cartSteps, type CartStep } from './CartPanel.types';

export interface CartPanelStepperProps {
  /** The step on screen; those before it count as completed. */
  current: CartStep;
}

/** The four checkout steps in a row: completed ones ticked, the current one marked for AT too. */
export function CartPanelStepper({ current }: CartPanelStepperProps) {
  const currentIndex = cartSteps.indexOf(current);
  return (
    <ol className={styles.stepper} aria-label="Checkout progress">
      {cartSteps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={styles.step}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
          >
            <span className={styles.stepMarker({ state })} aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : index + 1}
            </span>
            <span className={styles.stepLabel({ state })}>
              {cartStepLabels[step]}
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
