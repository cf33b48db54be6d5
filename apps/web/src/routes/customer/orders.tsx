import { OrderList } from '@idl/design-system';
import { errorMessage } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useMyOrders } from '../../features/orders/use-orders';
import { useSession } from '../../features/session/session';
import { SignInNeeded } from './page-state';
import { SpaLinks } from './spa-links';

/** /orders: the shopper's orders under Active, Shipped and Completed; a card opens /order-info. */
export function OrdersRoute() {
  const session = useSession();
  const orders = useMyOrders();
  if (session.status === 'anonymous') return <SignInNeeded>Log in to see your orders.</SignInNeeded>;
  return (
    <SpaLinks>
      <OrderList
        orders={orders.data?.orders ?? []}
        isLoading={orders.isPending}
        error={orders.isError ? errorMessage(orders.error, 'We could not load your orders.') : undefined}
        onRetry={() => void orders.refetch()}
        orderHref={(orderId) => paths.orderInfo(orderId)}
      />
    </SpaLinks>
  );
}
