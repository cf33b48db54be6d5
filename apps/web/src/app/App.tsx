import { Placeholder } from '@idl/design-system';

/** The web app's root; routes arrive with the customer and admin issues. */
export function App() {
  return <Placeholder />;
}
