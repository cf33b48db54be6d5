import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** The language the shop is written in: react-aria's widgets use it whatever the browser's language. */
export const SITE_LOCALE = 'en-US';

/**
 * Puts every react-aria widget below it in the site's locale (its announcements, number formats and
 * text direction match the English pages). The web build keeps only this locale's react-aria strings
 * (@react-aria/optimize-locales-plugin), so the app must render inside it.
 */
export function SiteLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={SITE_LOCALE}>{children}</I18nProvider>;
}
