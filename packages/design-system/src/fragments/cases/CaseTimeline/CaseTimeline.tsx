import { formatDateTime, formatDay, type CaseEvent } from '@idl/api-contract';
import { Icon } from '../../../components/Icon';
import {
  caseEventText,
  caseTimelineStages,
  type CaseStageState,
  type CaseTimelineCase,
} from './caseTimelineModel';
import * as styles from './CaseTimeline.css';

export interface CaseTimelineProps extends CaseTimelineCase {
  /** Names the list for screen readers; Case progress by default. */
  'aria-label'?: string;
}

/** Said after each stage's name, so the state is never carried by colour or shape alone. */
const stateText: Record<CaseStageState, string> = {
  done: 'done',
  current: 'current stage',
  held: 'current stage, on hold',
  pending: 'to come',
};

function EventLine({ event, showNote }: { event: CaseEvent; showNote: boolean }) {
  return (
    <li className={styles.event}>
      <span>{caseEventText(event)}</span>
      <time className={styles.time} dateTime={event.at}>
        {formatDateTime(event.at)}
      </time>
      {showNote && event.note ? <q className={styles.note}>{event.note}</q> : null}
    </li>
  );
}

/**
 * A case's way through the lab: the seven stages as an ordered list (done, current, to come), under
 * each stage what happened there, who did it and when; a case on hold shows the lab's question at
 * its stage, and Delivered closes the list with the due date until it is reached.
 */
export function CaseTimeline({
  stage,
  holdQuestion,
  timeline,
  dueDate,
  'aria-label': ariaLabel = 'Case progress',
}: CaseTimelineProps) {
  const stages = caseTimelineStages({ stage, holdQuestion, timeline, dueDate });
  // The hold under way is shown with its question at its stage, not again in its event line.
  const openHold = holdQuestion !== null ? timeline.findLastIndex((event) => event.kind === 'held') : -1;
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {stages.map((row) => (
        <li
          key={row.stage}
          className={styles.item}
          data-state={row.state}
          aria-current={row.state === 'current' || row.state === 'held' ? 'step' : undefined}
        >
          <span className={styles.marker({ state: row.state })} aria-hidden="true">
            {row.state === 'done' && <Icon name="check" />}
            {row.state === 'held' && <span className={styles.pause} />}
            {(row.state === 'current' || row.state === 'pending') && <span className={styles.dot} />}
          </span>
          <div className={styles.body}>
            <span className={styles.label({ state: row.state })}>
              {row.label}
              <span className="visually-hidden">, {stateText[row.state]}</span>
            </span>
            {row.events.length > 0 && (
              <ul className={styles.events}>
                {row.events.map((event) => {
                  const index = timeline.indexOf(event);
                  return <EventLine key={index} event={event} showNote={index !== openHold} />;
                })}
              </ul>
            )}
            {row.state === 'held' && (
              <div className={styles.hold} role="note">
                <span className={styles.holdTitle}>On hold: the lab asks</span>
                <p className={styles.holdQuestion}>{holdQuestion}</p>
              </div>
            )}
            {row.stage === 'delivered' && row.state !== 'done' && (
              <span className={styles.time}>
                Due <time dateTime={dueDate}>{formatDay(dueDate)}</time>
              </span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
