import { formatDay } from '@idl/api-contract';
import { Badge } from '../../../../components/Badge';
import { Pagination } from '../../../../components/Pagination';
import { TextField } from '../../../../components/TextField';
import * as shared from '../../shared/shared.css';
import type { WarrantyEnrollmentSummary } from '../../shared/types';
import { EnrollmentsTablePayment } from './EnrollmentsTablePayment';
import * as styles from '../admin.css';
import { Link } from '../../../../components/Link';

export interface EnrollmentsTableProps {
  /** The current page of enrolments. */
  enrollments: readonly WarrantyEnrollmentSummary[];
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Text in the search box (reference, name, company or e-mail). */
  search: string;
  onSearchChange: (search: string) => void;
  /** Address of an enrolment's detail screen. */
  enrollmentHref: (enrollmentId: number) => string;
  /**
   * Show the 'Warranty' title. The admin frame's header already names the screen, so there the
   * list is titled 'Enrolments' for screen readers only instead of repeating 'Warranty'.
   */
  showHeading?: boolean;
}

/**
 * Admin 'Warranty': enrolments with reference, name, e-mail, plan, how the dues are paid (transfer,
 * or a card whose monthly charge is active, declined or ended) and whether any is overdue; search
 * and pages.
 */
export function EnrollmentsTable({
  enrollments,
  page,
  pageCount,
  onPageChange,
  search,
  onSearchChange,
  enrollmentHref,
  showHeading = true,
}: EnrollmentsTableProps) {
  return (
    <section className={styles.screen} aria-labelledby="warranty-enrollments-title">
      <div className={styles.toolbar}>
        {showHeading ? (
          <h1 id="warranty-enrollments-title" className={styles.title}>
            Warranty
          </h1>
        ) : (
          <h2 id="warranty-enrollments-title" className="visually-hidden">
            Enrolments
          </h2>
        )}
        <div className={styles.search}>
          <TextField
            label="Search Enrolments"
            placeholder="Reference, name or e-mail"
            value={search}
            onChange={onSearchChange}
          />
        </div>
      </div>
      {enrollments.length === 0 ? (
        <p className={shared.muted}>{search ? `No enrolments match "${search}".` : 'No enrolments yet.'}</p>
      ) : (
        <div className={shared.tableScroll}>
          <table className={shared.table}>
            <caption className="visually-hidden">Warranty enrolments</caption>
            <thead>
              <tr>
                {['Reference', 'Name', 'E-mail', 'Plan', 'Enrolled', 'Payment', 'Status'].map((column) => (
                  <th key={column} className={shared.th} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {enrollments.map((row) => (
                <tr key={row.id}>
                  <td className={shared.td}>
                    <Link className={styles.rowLink} href={enrollmentHref(row.id)}>
                      {row.reference}
                    </Link>
                  </td>
                  <td className={shared.td}>
                    {row.name}
                    {row.kind === 'office' ? <span className={shared.muted}> (office)</span> : null}
                  </td>
                  <td className={shared.td}>{row.email}</td>
                  <td className={shared.td}>{row.planTitle}</td>
                  <td className={shared.td}>{formatDay(row.enrolledOn)}</td>
                  <td className={shared.td}>
                    <EnrollmentsTablePayment card={row.card ?? null} />
                  </td>
                  <td className={shared.td}>
                    {row.overdueDues > 0 ? (
                      <Badge tone="critical">{`${row.overdueDues} overdue`}</Badge>
                    ) : (
                      <Badge tone="success">Up to date</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        aria-label="Enrolment pages"
      />
    </section>
  );
}
