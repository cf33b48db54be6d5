import type { AdminCatalogueEntry } from './AdminCatalogueList';

export const adminCategoryEntries: AdminCatalogueEntry[] = [
  { id: 1, name: 'Brushes' },
  { id: 2, name: 'Interdental brushes', note: 'in Brushes' },
  { id: 3, name: 'Floss' },
  { id: 4, name: 'Mouthwash' },
  { id: 5, name: 'Crowns & bridges' },
];

export const adminBrandEntries: AdminCatalogueEntry[] = [
  { id: 11, name: 'Curaprox', note: 'Swiss interdental brushes' },
  { id: 12, name: 'Oral-B', note: 'Brushes and floss' },
  { id: 13, name: 'TePe', note: 'Swedish oral hygiene' },
];

export const adminCategoryLongText: AdminCatalogueEntry = {
  id: 9,
  name: 'Extra-soft interdental brushes for sensitive gums and implants, sizes 0 to 6',
  note: 'in Brushes',
};
