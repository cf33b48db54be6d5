import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a toast with this text is on screen and visible, checked in one go. A toast leaves
 * after 2 s: `expect(await findByText(text)).toBeVisible()` checked it a step later, and a loaded
 * fresh-clone run found the toast, then failed because it had left by the time of the check.
 */
export const expectToast = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());
