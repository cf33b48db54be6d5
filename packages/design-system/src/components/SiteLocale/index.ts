export { SiteLocale, SITE_LOCALE } from './SiteLocale';
