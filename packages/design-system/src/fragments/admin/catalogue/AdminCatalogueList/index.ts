export {
  AdminCatalogueList,
  adminCatalogueKinds,
  type AdminCatalogueAction,
  type AdminCatalogueEntry,
  type AdminCatalogueKind,
  type AdminCatalogueListProps,
} from './AdminCatalogueList';
