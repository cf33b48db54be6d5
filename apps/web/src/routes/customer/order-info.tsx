import { ApiRequestError } from '@idl/api-contract';
import { OrderDetail, RatingDialog, toast, type OrderDetailLine } from '@idl/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { useOrder, usePayOrderByCard } from '../../features/orders/use-orders';
import { findMyReview, reviewsKey, useWriteReview } from '../../features/reviews/use-reviews';
import { useSession } from '../../features/session/session';
import { NotFoundRoute } from '../not-found';
import { PageLoading } from './page-loading';
import { PageBody, PageError, SignInNeeded } from './page-state';

type ReviewTarget = { mode: 'write' | 'view'; productId: number; productName: string };

function ViewReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const review = useQuery({
    queryKey: [...reviewsKey(target.productId), 'mine'],
    queryFn: () => findMyReview(target.productId),
  });
  if (review.isPending) return <PageLoading label="Loading your review" />;
  if (review.isError) {
    return (
      <PageError
        message={errorMessage(review.error, 'We could not load your review.')}
        onRetry={() => void review.refetch()}
      />
    );
  }
  return (
    <RatingDialog
      isOpen
      mode="view"
      onOpenChange={(open) => (open ? undefined : onClose())}
      productName={target.productName}
      review={review.data ?? undefined}
    />
  );
}

/** /order-info?orderId=N: the order's lines and totals, Track Order, and the reviews of a completed order. */
export function OrderInfoRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId'));
  const returnedFromCard = search.get('payment') === 'success';
  const order = useOrder(orderId, { awaitingCard: returnedFromCard });
  const payByCard = usePayOrderByCard();
  const writeReview = useWriteReview();
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  if (session.status === 'anonymous') return <SignInNeeded>Log in to see your order.</SignInNeeded>;
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return (
      <PageBody>
        <OrderDetail error="This order could not be found." />
      </PageBody>
    );
  }
  // Someone else's order or one that does not exist: the not-found page, no Retry.
  if (order.error instanceof ApiRequestError && order.error.status === 404) return <NotFoundRoute />;
  const open = (mode: ReviewTarget['mode']) => (line: OrderDetailLine) =>
    line.productId === null
      ? undefined
      : setTarget({ mode, productId: line.productId, productName: line.productName });

  return (
    <PageBody>
      <OrderDetail
        order={order.data}
        isLoading={order.isPending}
        error={order.isError ? errorMessage(order.error, 'We could not load this order.') : undefined}
        onRetry={() => void order.refetch()}
        onLeaveReview={open('write')}
        onViewReview={open('view')}
        paymentNotice={
          returnedFromCard && order.data?.payment?.state === 'awaiting_payment'
            ? 'Thank you! We are waiting for Stripe to confirm your payment; this page updates by itself.'
            : undefined
        }
        onPayNow={() => payByCard.mutate(orderId, { onError: (error) => toast.error(errorMessage(error)) })}
        isStartingPayment={payByCard.isPending || payByCard.isSuccess}
      />
      {target?.mode === 'write' ? (
        <RatingDialog
          key={target.productId}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : setTarget(null))}
          productName={target.productName}
          submitting={writeReview.isPending}
          onSubmit={(review) =>
            writeReview.mutate(
              { productId: target.productId, review },
              {
                onSuccess: () => {
                  toast.success('Thank you for your review !');
                  setTarget(null);
                },
                onError: (error) => toast.error(errorMessage(error)),
              },
            )
          }
        />
      ) : null}
      {target?.mode === 'view' ? <ViewReviewDialog target={target} onClose={() => setTarget(null)} /> : null}
    </PageBody>
  );
}
