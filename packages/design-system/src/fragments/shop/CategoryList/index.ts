export { CategoryList, defaultCategoryHref, type CategoryListProps } from './CategoryList';
