import { formatDay, listTeeth } from '@idl/api-contract';
import { Badge } from '../../../components/Badge';
import { Link } from '../../../components/Link';
import { daysLate, urgencyOf, type LabBoardCase } from './labBoardModel';
import * as styles from './LabBoard.css';

export interface LabBoardCardProps {
  labCase: LabBoardCase;
  /** 'YYYY-MM-DD': what late and due today are counted from. */
  today: string;
  /** The address of the case's page. */
  href: string;
}

/** When the case is due, in words: late and today never rest on the card's colour alone. */
function DueLine({ dueDate, today }: { dueDate: string; today: string }) {
  const day = <time dateTime={dueDate}>{formatDay(dueDate)}</time>;
  const urgency = urgencyOf({ dueDate }, today);
  if (urgency === 'late') {
    const days = daysLate(dueDate, today);
    return (
      <span className={styles.due}>
        <Badge tone="critical">
          Late by {days} {days === 1 ? 'day' : 'days'}
        </Badge>
        <span>Was due {day}</span>
      </span>
    );
  }
  if (urgency === 'today') {
    return (
      <span className={styles.due}>
        <Badge tone="warning">Due today</Badge>
      </span>
    );
  }
  return <span className={styles.due}>Due {day}</span>;
}

/** One case on the board: the whole card opens it; Tab reaches it, Enter follows it. */
export function LabBoardCard({ labCase, today, href }: LabBoardCardProps) {
  const held = labCase.holdQuestion !== null;
  const teeth = labCase.teeth.length === 1 ? 'Tooth' : 'Teeth';
  return (
    <li className={styles.card} data-urgency={urgencyOf(labCase, today)}>
      <span className={styles.cardHead}>
        <Link className={styles.link} href={href}>
          {labCase.patientReference}
          <span className="visually-hidden">, case #{labCase.id}</span>
        </Link>
        <span className={styles.caseNumber} aria-hidden="true">
          #{labCase.id}
        </span>
      </span>
      <span className={styles.practice}>{labCase.practiceName}</span>
      <span>{labCase.product.name}</span>
      <span className={styles.detail}>
        {teeth} {listTeeth(labCase.teeth)}
      </span>
      <DueLine dueDate={labCase.dueDate} today={today} />
      {(labCase.rush || held) && (
        <span className={styles.badges}>
          {labCase.rush && <Badge tone="info">Rush</Badge>}
          {held && <Badge tone="warning">On hold</Badge>}
        </span>
      )}
    </li>
  );
}
