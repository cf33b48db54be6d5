import { apiPaths } from '@idl/api-contract';
import { Button } from '../../../components/Button';
import * as styles from './Placeholder.css';

export interface PlaceholderProps {
  /** Where 'Visit the API Docs' leads. */
  docsHref?: string;
}

/** A temporary landing page shown while the shop's screens are assembled. */
export function Placeholder({ docsHref = apiPaths.docs }: PlaceholderProps) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Crafting Smiles with Innovation and Artistry</h1>
      <p className={styles.lead}>
        Interdental Lab is a full-service prosthetic dental lab in Miami, Florida. Our online shop is opening
        soon.
      </p>
      <Button variant="secondary" onPress={() => window.location.assign(docsHref)}>
        Visit the API Docs
      </Button>
    </main>
  );
}
