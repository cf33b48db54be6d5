import { OrderDetail, RatingDialog, toast, type OrderDetailLine } from '@idl/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/error-message';
import { useOrder } from '../../features/orders/use-orders';
import { findMyReview, reviewsKey, useWriteReview } from '../../features/reviews/use-reviews';
import { useSession } from '../../features/session/session';
import { PageError, PageLoading, SignInNeeded } from './page-state';

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
  const orderId = Number(useSearchParams()[0].get('orderId'));
  const order = useOrder(orderId);
  const writeReview = useWriteReview();
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  if (session.status === 'anonymous') return <SignInNeeded>Log in to see your order.</SignInNeeded>;
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return <OrderDetail error="This order could not be found." />;
  }
  const open = (mode: ReviewTarget['mode']) => (line: OrderDetailLine) =>
    line.productId === null
      ? undefined
      : setTarget({ mode, productId: line.productId, productName: line.productName });

  return (
    <>
      <OrderDetail
        order={order.data}
        isLoading={order.isPending}
        error={order.isError ? errorMessage(order.error, 'We could not load this order.') : undefined}
        onRetry={() => void order.refetch()}
        onLeaveReview={open('write')}
        onViewReview={open('view')}
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
    </>
  );
}
