import type { UserProfile } from '@idl/api-contract';
import { emptyCheckoutValues, type CheckoutValues } from '@idl/design-system';
import { useEffect, useState } from 'react';

const storageKey = (userId: number) => `checkout-draft:${userId}`;

function restore(userId: number | undefined): CheckoutValues | undefined {
  if (userId === undefined) return undefined;
  try {
    const saved = window.sessionStorage.getItem(storageKey(userId));
    if (!saved) return undefined;
    const parsed = JSON.parse(saved) as Partial<CheckoutValues>;
    return {
      buyer: { ...emptyCheckoutValues.buyer, ...parsed.buyer },
      shipping: { ...emptyCheckoutValues.shipping, ...parsed.shipping },
      paymentMethod: { ...emptyCheckoutValues.paymentMethod, ...parsed.paymentMethod },
    };
  } catch {
    return undefined;
  }
}

/** A blank form with what the account already tells us: the buyer's name and e-mail. */
function fromAccount(user: UserProfile | undefined): CheckoutValues {
  if (!user) return emptyCheckoutValues;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    ...emptyCheckoutValues,
    buyer: { ...emptyCheckoutValues.buyer, fullName, email: user.email },
    paymentMethod: { ...emptyCheckoutValues.paymentMethod, recipientName: fullName },
  };
}

/**
 * The checkout form of the signed-in customer: it starts from their account (name, e-mail), and
 * what they type is kept for the browser tab's session, so closing the cart panel, leaving the page
 * or pressing Back does not lose it.
 */
export function useCheckoutDraft(user: UserProfile | undefined) {
  const userId = user?.id;
  const [draft, setDraft] = useState<{ userId: number | undefined; values: CheckoutValues }>(() => ({
    userId,
    values: restore(userId) ?? fromAccount(user),
  }));

  // Another account signed in (or the profile arrived after the panel): start from its own draft.
  useEffect(() => {
    if (draft.userId === userId) return;
    setDraft({ userId, values: restore(userId) ?? fromAccount(user) });
  }, [draft.userId, user, userId]);

  const setValues = (values: CheckoutValues) => {
    setDraft({ userId, values });
    if (userId === undefined) return;
    try {
      window.sessionStorage.setItem(storageKey(userId), JSON.stringify(values));
    } catch {
      // Storage full or refused (private mode): the form still works for this page's life.
    }
  };

  return [draft.values, setValues] as const;
}
