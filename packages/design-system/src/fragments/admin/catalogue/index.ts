export * from './AdminCatalogueList';
