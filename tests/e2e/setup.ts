import { afterEach } from 'vitest';
import { afterTest } from './failure-evidence';

// Every journey: a failure leaves screenshots and a trace in test-results/e2e/.
afterEach(async ({ task }) => {
  await afterTest(task);
});
