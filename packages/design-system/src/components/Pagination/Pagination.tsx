import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';

type PageItem = number | 'gap-start' | 'gap-end';

/** Page numbers to show: always the first and last, the current one with `siblings` each side. */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('gap-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

export interface PaginationProps {
  /** Current page, 1-based as people read it (the API's page 0 is page 1 here). */
  page: number;
  /** Number of pages; nothing renders when there is only one. */
  pageCount: number;
  /** Called with the 1-based page the user chose. */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one before '…'. */
  siblings?: number;
  /** Name of the navigation landmark, e.g. 'Products pages'. */
  'aria-label'?: string;
}

/** Page navigation: Previous, numbered pages (current marked with aria-current) and Next. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  'aria-label': label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <AriaButton className={styles.page} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
            <Icon name="chevronLeft" /> Previous
          </AriaButton>
        </li>
        {pageItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AriaButton
                className={styles.page}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => onPageChange(item)}
              >
                {item}
              </AriaButton>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={styles.page}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            Next <Icon name="chevronRight" />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
