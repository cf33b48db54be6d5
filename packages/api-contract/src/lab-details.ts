/*
 * The lab's details and the smallest page texts, apart from the table of every page's texts
 * (page-texts.ts): the web app's first bundle needs only these (the not-found page), and loads the
 * table when the visitor first moves to another page.
 */

/**
 * The lab as the site presents it: the contact block of the pages and the structured data the
 * server sends search engines (the `Dentist` of the marketing pages) read it from here.
 */
export const labDetails = {
  name: 'Interdental Lab',
  phone: '+1 (305) 555-0142',
  email: 'support@interdentallab.com',
  address: { locality: 'Miami', region: 'FL', regionName: 'Florida', country: 'US' },
  description:
    'A full-service prosthetic dental laboratory in Miami, Florida: crowns, bridges, implant zirconia, Emax and veneers, with dental-care products and extended warranties.',
} as const;

/** What a browser tab, a search result and a shared link say about a page. */
export interface PageText {
  title: string;
  description: string;
}

/** A page's title: its name, then the lab's. */
export const pageTitle = (name: string) => `${name} | ${labDetails.name}`;

/** The page of an address that shows nothing (no route, no such product, a removed one). */
export const notFoundPageText: PageText = {
  title: pageTitle('Page Not Found'),
  description: 'This page does not exist or is no longer available.',
};
