import { useId } from 'react';
import { Button } from '../../../components/Button';
import * as styles from './AuthScreen.css';

/** 'Login with Google' and 'Log in with Facebook', shown disabled until those sign-ins exist. */
export function AuthScreenSocial() {
  const hintId = useId();
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <Button variant="secondary" fullWidth disabled aria-describedby={hintId}>
        Login with Google
      </Button>
      <Button variant="secondary" fullWidth disabled aria-describedby={hintId}>
        Log in with Facebook
      </Button>
      <p id={hintId} className={styles.hint}>
        Google and Facebook sign-in are coming soon.
      </p>
    </div>
  );
}
