import { Placeholder } from '@idl/design-system';

export function HomeRoute() {
  return <Placeholder />;
}
