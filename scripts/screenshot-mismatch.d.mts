import type { PNG } from 'pngjs';

/** The reference and actual paths a toMatchScreenshot failure names. */
export function screenshotPaths(message: string): { reference?: string; actual?: string };
/** Two pictures compared in words: colours at the corners and centre, and where they differ. */
export function comparePictures(reference: PNG, actual: PNG): string;
/** The comparison of the pictures a toMatchScreenshot failure names, or why it cannot be made. */
export function describeScreenshotMismatch(message: string): string;
