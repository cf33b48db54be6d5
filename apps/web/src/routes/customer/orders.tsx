import { myOrdersTabs } from '@idl/api-contract';
import { OrderList, toast, type OrderListTab } from '@idl/design-system';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useMyOrders, usePayOrderByCard } from '../../features/orders/use-orders';
import { useSession } from '../../features/session/session';
import { PageBody, SignInNeeded } from './page-state';

const isTab = (value: string | null): value is OrderListTab =>
  (myOrdersTabs as readonly (string | null)[]).includes(value);

/**
 * /orders: the shopper's orders under Active, Shipped, Completed and Cancelled; a card opens
 * /order-info. The open tab is in the address (`?tab=cancelled`), so Back and links keep it.
 */
export function OrdersRoute() {
  const session = useSession();
  const orders = useMyOrders();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const payByCard = usePayOrderByCard();
  if (session.status === 'anonymous') return <SignInNeeded>Log in to see your orders.</SignInNeeded>;
  return (
    <PageBody>
      <OrderList
        orders={orders.data?.orders ?? []}
        isLoading={orders.isPending}
        error={orders.isError ? errorMessage(orders.error, 'We could not load your orders.') : undefined}
        onRetry={() => void orders.refetch()}
        orderHref={(orderId) => paths.orderInfo(orderId)}
        selectedTab={isTab(tab) ? tab : 'active'}
        onTabChange={(next) => setParams(next === 'active' ? {} : { tab: next })}
        onPayNow={(orderId) =>
          payByCard.mutate(orderId, { onError: (error) => toast.error(errorMessage(error)) })
        }
        payingOrderId={payByCard.isPending || payByCard.isSuccess ? payByCard.variables : undefined}
      />
    </PageBody>
  );
}
