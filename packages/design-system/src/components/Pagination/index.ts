export { pageItems, Pagination, type PaginationProps } from './Pagination';
