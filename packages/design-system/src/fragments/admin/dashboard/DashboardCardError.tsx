import { Button } from '../../../components/Button';
import * as card from './dashboardCard.css';

/**
 * What a dashboard block shows when its figures could not be loaded: the reason and, when the
 * caller can fetch again, Try Again (as RecentOrdersTable's table and the whole dashboard do).
 */
export function DashboardCardError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={card.error} role="alert">
      <p className={card.errorText}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
