import { Skeleton } from '../../../../components/Skeleton';
import * as card from '../dashboardCard.css';
import { LoadError } from '../../../../components/LoadError';
import { formatDollars, formatPercent } from '../../../../format';
import { formatPeriod } from '../dashboardFormat';
import * as styles from './DashboardSummaryCards.css';

/** One period's figures, as the dashboard API sends them. */
export interface DashboardPeriod {
  /** Start, inclusive (ISO-8601). */
  from: string;
  /** End, exclusive (ISO-8601). */
  to: string;
  /** Number of orders, cancelled ones excluded. */
  sales: number;
  /** Revenue in US dollars. */
  revenue: number;
}

export interface DashboardSummaryCardsProps {
  /** The period on screen (this week, month or year). */
  current?: DashboardPeriod;
  /** The period before it, for the change percentage. */
  previous?: DashboardPeriod;
  /** Show placeholders instead of figures. */
  isLoading?: boolean;
  /** The figures could not be loaded: a message a user understands, shown in both cards' place. */
  error?: string;
  /** Shows Try Again with the error. */
  onRetry?: () => void;
}

const errorTitleId = 'dashboard-summary-error-title';

function Change({ now, before }: { now: number; before: number }) {
  if (before === 0) {
    return <span className={card.muted}>No figures for the previous period</span>;
  }
  const ratio = ((now - before) / before) * 100;
  const direction = ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat';
  const word = { up: 'Up', down: 'Down', flat: 'No change,' }[direction];
  return (
    <>
      <span className={styles.change({ direction })}>
        <span aria-hidden="true">{{ up: '▲', down: '▼', flat: '■' }[direction]}</span>
        <span className="visually-hidden">{word} </span>
        {formatPercent(Math.abs(ratio))}
      </span>
      <span className={card.muted}>vs previous period</span>
    </>
  );
}

function StatCard({
  title,
  value,
  now,
  before,
  period,
  isLoading,
}: {
  title: string;
  value: string;
  now: number;
  before: number;
  period?: DashboardPeriod;
  isLoading: boolean;
}) {
  return (
    <section className={card.card} aria-busy={isLoading || undefined}>
      <div>
        <h2 className={card.cardTitle}>{title}</h2>
        {period && !isLoading ? <p className={card.muted}>{formatPeriod(period.from, period.to)}</p> : null}
      </div>
      {isLoading ? (
        <>
          <span className="visually-hidden">Loading</span>
          <Skeleton width="50%" lines={2} />
        </>
      ) : (
        <>
          <p className={styles.value}>{value}</p>
          <p className={styles.foot}>
            <Change now={now} before={before} />
          </p>
        </>
      )}
    </section>
  );
}

/** The dashboard's 'Total Sales' and 'Total Revenue' cards: figure, date range, change vs before. */
export function DashboardSummaryCards({
  current,
  previous,
  isLoading = false,
  error,
  onRetry,
}: DashboardSummaryCardsProps) {
  if (error) {
    // One message for both cards: they come from the same answer, so they fail together.
    return (
      <div className={styles.grid}>
        <section className={`${card.card} ${styles.wide}`} aria-labelledby={errorTitleId}>
          <h2 id={errorTitleId} className={card.cardTitle}>
            Total Sales and Total Revenue
          </h2>
          <LoadError className={card.error} message={error} onRetry={onRetry} compact />
        </section>
      </div>
    );
  }
  const loading = isLoading || !current;
  return (
    <div className={styles.grid}>
      <StatCard
        title="Total Sales"
        value={String(current?.sales ?? 0)}
        now={current?.sales ?? 0}
        before={previous?.sales ?? 0}
        period={current}
        isLoading={loading}
      />
      <StatCard
        title="Total Revenue"
        value={formatDollars(current?.revenue ?? 0)}
        now={current?.revenue ?? 0}
        before={previous?.revenue ?? 0}
        period={current}
        isLoading={loading}
      />
    </div>
  );
}
