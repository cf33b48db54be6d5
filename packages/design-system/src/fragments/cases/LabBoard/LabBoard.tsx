import { useId } from 'react';
import { caseStageLabels } from '@idl/api-contract';
import { LabBoardCard } from './LabBoardCard';
import { LabBoardWorkload } from './LabBoardWorkload';
import { casesCount, labBoardColumns, labWorkload, type LabBoardCase } from './labBoardModel';
import * as styles from './LabBoard.css';

export interface LabBoardProps {
  /** The lab's open cases (the API's case summaries); delivered ones are left off the board. */
  cases: readonly LabBoardCase[];
  /** Today in the lab, 'YYYY-MM-DD': late, due today, the order and the workload follow it. */
  today: string;
  /** The address of a case's page, e.g. `(id) => sitePaths.admin.case(id)`. */
  caseHref: (caseId: number) => string;
  /** How many working days the workload strip shows, today first: 6 is the lab's week. */
  workloadDays?: number;
}

/**
 * The lab's board: a column per stage up to shipped, late and today's cases at the top of each,
 * every card a link to its case; above it, the cases due on each of the next working days.
 */
export function LabBoard({ cases, today, caseHref, workloadDays = 6 }: LabBoardProps) {
  const id = useId();
  return (
    <div className={styles.board}>
      <LabBoardWorkload workload={labWorkload(cases, today, workloadDays)} today={today} />
      <div className={styles.columns}>
        {labBoardColumns(cases, today).map((column) => {
          const headingId = `${id}-${column.stage}`;
          return (
            <section key={column.stage} className={styles.column} aria-labelledby={headingId}>
              <span className={styles.columnHead}>
                <h2 id={headingId} className={styles.heading}>
                  {caseStageLabels[column.stage]}
                </h2>
                <span className={styles.count}>{casesCount(column.cases.length)}</span>
              </span>
              {column.cases.length > 0 ? (
                <ol className={styles.cards} aria-labelledby={headingId}>
                  {column.cases.map((labCase) => (
                    <LabBoardCard
                      key={labCase.id}
                      labCase={labCase}
                      today={today}
                      href={caseHref(labCase.id)}
                    />
                  ))}
                </ol>
              ) : (
                <p className={styles.empty}>No cases</p>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
