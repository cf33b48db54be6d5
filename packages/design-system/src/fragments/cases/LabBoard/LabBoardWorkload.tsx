import { useId } from 'react';
import { formatDay } from '@idl/api-contract';
import { casesCount, weekdayOf, type LabWorkload } from './labBoardModel';
import * as styles from './LabBoard.css';

export interface LabBoardWorkloadProps {
  workload: LabWorkload;
  today: string;
}

/** The strip above the board: how many cases are late, and due on each of the next working days. */
export function LabBoardWorkload({ workload, today }: LabBoardWorkloadProps) {
  const id = useId();
  return (
    <section className={styles.workload} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        Cases Due per Day
      </h2>
      <ol className={styles.days}>
        <li className={styles.day} data-late={workload.late > 0 ? true : undefined}>
          <span className={styles.dayName}>Late</span>
          <span className={styles.dayDate}>Due before today</span>
          <span className={styles.dayCount}>{casesCount(workload.late)}</span>
        </li>
        {workload.days.map(({ day, due }) => (
          <li key={day} className={styles.day} aria-current={day === today ? 'date' : undefined}>
            <span className={styles.dayName}>{day === today ? 'Today' : weekdayOf(day)}</span>
            <time className={styles.dayDate} dateTime={day}>
              {day === today ? `${weekdayOf(day)}, ` : ''}
              {formatDay(day)}
            </time>
            <span className={styles.dayCount}>{casesCount(due)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
