import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File the reliability tests append their figures to; the global teardown prints the sum. */
    reliabilityFiguresFile: string;
  }
}

export type Figure = 'requests tried' | 'crashes survived' | 'orders checked' | 'matrix cells checked';

/** Adds to one of the figures printed in the summary at the end of the run. */
export function recordFigure(figure: Figure, value: number) {
  appendFileSync(inject('reliabilityFiguresFile'), `${JSON.stringify({ figure, value })}\n`);
}
