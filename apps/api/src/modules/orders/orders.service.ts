import { createHash } from 'node:crypto';
import {
  myOrdersTabStatuses,
  type AdminOrdersResponse,
  type MyOrdersResponse,
  type MyOrdersTab,
  type Order,
  type PlaceOrderBody,
} from '@idl/api-contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { OrdersTable } from '../../db/tables/commerce';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { orderedAsCase, unitsCap } from '../cart/cart.service';
import { formatCents, salesTaxCents, toDollars } from '../../lib/money';
import { notifier } from '../notifications/notifications.service';
import { loadOrderDetail, queueOrderEmailOf } from './order-context';
import { orderPlacedEmail } from './order-emails';
import { ordersRepository, type AdminOrderFilters } from './orders.repository';
import { toOrderDetail } from './order-view';
import { withNextStatuses } from './order-status.service';
import { imageVariantsOf } from '../uploads/images';
import { availableProviderIds, findPaymentProvider, type PaymentProvider } from './payment';
import { orderPayments } from '../payments/order-payments';
import { conflict } from '../../lib/app-error';
import { transferMethodsRepository } from '../payments/transfer-methods.repository';

type PlaceOrderInput = {
  buyer: Required<PlaceOrderBody['buyer']>;
  shipping: Required<PlaceOrderBody['shipping']>;
  paymentMethod: Required<PlaceOrderBody['paymentMethod']>;
};

const SHIPPING_CENTS = 0; // Shipping is free (spec section 9).

/** Thrown inside the placement transaction so nothing it did is kept. */
class Replay {
  constructor(readonly orderId: number) {}
}

/** What a placing request asked for; a retry with its Idempotency-Key must ask for the same. */
const fingerprintOf = (input: PlaceOrderInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.buyer, input.shipping, input.paymentMethod]))
    .digest('hex');

/** The key was first used for another order request: replaying that order would answer the wrong one. */
function mustMatch(previous: { idempotency_fingerprint: string | null }, fingerprint: string) {
  if (previous.idempotency_fingerprint !== null && previous.idempotency_fingerprint !== fingerprint) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    );
  }
}

function tooManyUnpaidOrders(unpaid: number, config: Deps['config']) {
  const hold = config.unpaidOrderHoldMinutes;
  const expiry =
    hold > 0
      ? ` An unpaid order is cancelled ${hold === 60 ? 'an hour' : `${hold} minutes`} after it is placed.`
      : '';
  return new AppError(
    409,
    'TOO_MANY_UNPAID_ORDERS',
    `You have ${unpaid} orders waiting for payment. Pay for one of them before placing another.${expiry}`,
  );
}

type OrdersRepository = ReturnType<typeof ordersRepository>;
type CartLine = Awaited<ReturnType<OrdersRepository['lockCartLines']>>[number];
type PlacedOrder = Selectable<OrdersTable>;
type OrderLine = Awaited<ReturnType<OrdersRepository['insertItems']>>[number];

/** The payment provider the buyer chose, when the shop offers it now (cards only with Stripe). */
function chosenProvider(deps: Deps, input: PlaceOrderInput): PaymentProvider {
  const offered = availableProviderIds(deps.stripe !== undefined);
  const provider = offered.includes(input.paymentMethod.provider)
    ? findPaymentProvider(input.paymentMethod.provider)
    : undefined;
  if (!provider) {
    throw badRequest(`paymentMethod.provider: choose one of ${offered.join(', ')}`, [
      {
        field: 'paymentMethod.provider',
        message: `Unknown provider; use ${offered.join(', ')}`,
      },
    ]);
  }
  return provider;
}

/**
 * Locks the buyer's cart and reads its lines with their catalogue prices and stock, in one
 * statement. A retry whose Idempotency-Key already placed an order stops here (`Replay`).
 */
async function lockCart(
  repo: OrdersRepository,
  userId: number,
  idempotency: { key: string | undefined; fingerprint: string },
): Promise<CartLine[]> {
  const lines = await repo.lockCartLines(userId);
  if (idempotency.key) {
    const previous = await repo.findByIdempotencyKey(userId, idempotency.key);
    if (previous) {
      mustMatch(previous, idempotency.fingerprint);
      throw new Replay(previous.id);
    }
  }
  if (lines.length === 0) throw new AppError(409, 'CONFLICT', 'Your cart is empty');
  // A line added before its product became a lab service: no order may carry it.
  const services = lines.filter((line) => line.lab_service_kind !== null);
  if (services.length > 0) throw orderedAsCase([...new Set(services.map((line) => line.name))]);
  return lines;
}

/** A patient account cannot hold the shop's stock with orders it never pays, nor buy it all at once. */
async function checkBuyerLimits(
  repo: OrdersRepository,
  user: AuthUser,
  lines: CartLine[],
  config: Deps['config'],
) {
  if (user.role !== 'PATIENT') return;
  const unpaid = await repo.countUnpaid(user.id);
  if (unpaid >= config.maxUnpaidOrders) throw tooManyUnpaidOrders(unpaid, config);
  const over = lines
    .map((line) => ({ line, cap: unitsCap(line, config.orderLineMaxUnits) }))
    .filter(({ line, cap }) => line.quantity > cap);
  if (over.length > 0) {
    throw new AppError(
      409,
      'QUANTITY_LIMIT',
      `${over.map(({ line, cap }) => `You can buy at most ${cap} of ${line.name} in one order`).join('; ')}. Lower the quantity in your cart.`,
      over.map(({ line, cap }) => ({
        field: `items.${line.product_id}`,
        message: `At most ${cap} per order`,
      })),
    );
  }
}

/** What the lines cost at the catalogue's prices (read with the cart), and the tax on it. */
function priceLines(lines: CartLine[], salesTaxRate: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
  return { subtotal, tax: salesTaxCents(subtotal, salesTaxRate) };
}

/** Writes the order: buyer, shipping, payment, where to pay and the totals, as Pending. */
async function writeOrder(
  trx: Kysely<DB>,
  repo: OrdersRepository,
  order: {
    user: AuthUser;
    input: PlaceOrderInput;
    provider: PaymentProvider;
    price: { subtotal: number; tax: number };
    idempotency: { key: string | undefined; fingerprint: string };
    now: string;
  },
): Promise<PlacedOrder> {
  const { input, price, idempotency, now } = order;
  // The buyer is told where to pay now; later changes to the settings do not rewrite that.
  const payTo = await transferMethodsRepository(trx).list();
  return repo.insertOrder({
    user_id: order.user.id,
    status: 'Pending',
    buyer_full_name: input.buyer.fullName,
    buyer_contact_number: input.buyer.contactNumber,
    buyer_email: input.buyer.email,
    shipping_country: input.shipping.country,
    shipping_state: input.shipping.state,
    shipping_city: input.shipping.city,
    shipping_street: input.shipping.street,
    payment_provider: order.provider.id,
    payment_recipient_name: input.paymentMethod.recipientName,
    payment_username: input.paymentMethod.username,
    payment_contact: input.paymentMethod.contact,
    payment_pay_to: JSON.stringify(payTo),
    subtotal_cents: price.subtotal,
    tax_cents: price.tax,
    shipping_cents: SHIPPING_CENTS,
    total_cents: price.subtotal + price.tax + SHIPPING_CENTS,
    idempotency_key: idempotency.key ?? null,
    idempotency_fingerprint: idempotency.key ? idempotency.fingerprint : null,
    created_at: now,
    updated_at: now,
  });
}

/**
 * Takes every line's units out of stock, or throws OUT_OF_STOCK naming each line that has too
 * few. Returns the products this order emptied.
 */
async function takeStock(repo: OrdersRepository, lines: CartLine[]) {
  // Products in id order (then their option values) so concurrent orders lock rows in the
  // same order and cannot deadlock; the product row guards its option values.
  const byProduct = new Map<number, CartLine[]>();
  for (const line of lines) byProduct.set(line.product_id, [...(byProduct.get(line.product_id) ?? []), line]);
  const short: { name: string; available: number; productId: number }[] = [];
  const emptied: { productId: number; name: string }[] = [];
  for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
    const productLines = byProduct.get(productId) ?? [];
    const name = productLines[0]?.name ?? '';
    const total = productLines.reduce((sum, line) => sum + line.quantity, 0);
    const left = await repo.takeProductStock(productId, total);
    if (left === undefined) {
      short.push({ productId, name, available: await repo.availableStock(productId, null) });
      continue;
    }
    if (left === 0) emptied.push({ productId, name });
    const optionLines = productLines
      .filter((line) => line.option_value_id !== null)
      .sort((a, b) => (a.option_value_id ?? 0) - (b.option_value_id ?? 0));
    for (const line of optionLines) {
      const optionId = line.option_value_id as number;
      if ((await repo.takeOptionStock(optionId, line.quantity)) === undefined) {
        short.push({
          productId,
          name: `${name} (${line.option_value})`,
          available: await repo.availableStock(productId, optionId),
        });
      }
    }
  }
  if (short.length > 0) {
    throw new AppError(
      409,
      'OUT_OF_STOCK',
      `Not enough stock for: ${short.map((s) => `${s.name} (${s.available} available)`).join(', ')}`,
      short.map((s) => ({ field: `items.${s.productId}`, message: `${s.available} available` })),
    );
  }
  return emptied;
}

/** Writes the order's lines at the prices charged and its first event, and empties the cart of them. */
async function writeLines(repo: OrdersRepository, order: PlacedOrder, lines: CartLine[], now: string) {
  const items = await repo.insertItems(
    lines.map((line) => ({
      order_id: order.id,
      product_id: line.product_id,
      option_value_id: line.option_value_id,
      option_value: line.option_value,
      product_name: line.name,
      unit_price_cents: line.price_cents,
      quantity: line.quantity,
      line_total_cents: line.price_cents * line.quantity,
    })),
  );
  await repo.insertEvent(order.id, 'Order Placed', now);
  await repo.removeCartLines(
    order.user_id,
    lines.map((line) => line.id),
  );
  return items;
}

/**
 * Tells the buyer and every active admin of the order, and the admins of each product it emptied,
 * in one insert. Returns the buyer's e-mail setting, read with the admins' ids.
 */
async function notifyPlaced(
  trx: Kysely<DB>,
  deps: Deps,
  order: PlacedOrder,
  amountCents: number,
  emptied: { productId: number; name: string }[],
) {
  const notify = notifier(trx, deps.now);
  const audience = await notify.audience(order.user_id);
  await notify.all(
    [
      {
        to: order.user_id,
        notification: {
          type: 'order_placed',
          title: 'Order placed',
          message: `Your order #${order.id} was placed. It will be confirmed once we receive the payment.`,
          orderId: order.id,
        },
      },
      {
        to: 'admins',
        notification: {
          type: 'new_order',
          title: 'New order',
          message: `Order #${order.id} from ${order.buyer_full_name}: ${formatCents(amountCents)}`,
          orderId: order.id,
        },
      },
      ...emptied.map((product) => ({
        to: 'admins' as const,
        notification: {
          type: 'out_of_stock' as const,
          title: 'Out of stock',
          message: `${product.name} is out of stock.`,
          productId: product.productId,
        },
      })),
    ],
    audience.adminIds,
  );
  return audience.user;
}

/**
 * The order as this transaction leaves it, from the rows it wrote: the e-mail and the answer are
 * composed from it rather than from three reads of the same rows.
 */
function placedDetail(order: PlacedOrder, items: OrderLine[], lines: CartLine[], now: string): Order {
  const image = new Map(lines.map((line) => [line.product_id, line.image_url]));
  return toOrderDetail(
    order,
    items.map((item) => ({
      ...item,
      image_url: item.product_id === null ? null : (image.get(item.product_id) ?? null),
    })),
    [{ step: 'Order Placed', created_at: now }],
    new Set(lines.filter((line) => line.reviewed).map((line) => line.product_id)),
  );
}

/**
 * The answer to a placement that did not commit because its Idempotency-Key had already placed an
 * order: that order. Any other failure is thrown again.
 */
async function alreadyPlaced(
  deps: Deps,
  user: AuthUser,
  idempotency: { key: string | undefined; fingerprint: string },
  error: unknown,
): Promise<Order> {
  const { db, kind } = deps.database;
  let orderId: number;
  if (error instanceof Replay) orderId = error.orderId;
  else {
    // Two retries racing on PostgreSQL: the unique key refuses the second; answer with the first.
    const previous =
      idempotency.key && !(error instanceof AppError)
        ? await ordersRepository(db, kind, deps.now).findByIdempotencyKey(user.id, idempotency.key)
        : undefined;
    if (!previous) throw error;
    mustMatch(previous, idempotency.fingerprint);
    orderId = previous.id;
  }
  const replay = await loadOrderDetail(db, deps, orderId, user.id);
  if (!replay) throw error;
  return replay.detail;
}

/** A card order's answer carries its Stripe Checkout page, when Stripe answers now. */
async function withCheckoutPage(deps: Deps, placed: { row: PlacedOrder; detail: Order }): Promise<Order> {
  if (placed.row.payment_provider !== 'card') return placed.detail;
  // The order exists either way; when Stripe does not answer now, Pay now on it tries again.
  const checkoutUrl = await orderPayments(deps)
    .startCheckout(placed.row)
    .catch(() => undefined);
  return checkoutUrl
    ? { ...placed.detail, payment: { ...placed.detail.payment!, checkoutUrl } }
    : placed.detail;
}

export function ordersService(deps: Deps) {
  const { db, kind } = deps.database;

  return {
    /**
     * Places an order from the caller's cart in one transaction. Returns `created: false` when
     * the Idempotency-Key was already used, with the order that key created.
     */
    async place(user: AuthUser, input: PlaceOrderInput, idempotencyKey: string | undefined) {
      const provider = chosenProvider(deps, input);
      const idempotency = { key: idempotencyKey, fingerprint: fingerprintOf(input) };
      let placed: { row: PlacedOrder; detail: Order };
      try {
        placed = await db.transaction().execute(async (trx) => {
          const repo = ordersRepository(trx, kind, deps.now);
          const lines = await lockCart(repo, user.id, idempotency);
          await checkBuyerLimits(repo, user, lines, deps.config);
          const now = deps.now().toISOString();
          const price = priceLines(lines, deps.config.salesTaxRate);
          const order = await writeOrder(trx, repo, { user, input, provider, price, idempotency, now });
          const emptied = await takeStock(repo, lines);
          const items = await writeLines(repo, order, lines, now);
          const amountCents = price.subtotal + price.tax;
          await provider.initiate({
            orderId: order.id,
            totalCents: amountCents,
            details: input.paymentMethod,
          });
          const owner = await notifyPlaced(trx, deps, order, amountCents, emptied);
          const detail = placedDetail(order, items, lines, now);
          await queueOrderEmailOf(
            trx,
            deps,
            { owner, detail },
            orderPlacedEmail(deps.config.unpaidOrderHoldMinutes),
          );
          return { row: order, detail };
        });
        deps.mailer.kick();
      } catch (error) {
        return { created: false, order: await alreadyPlaced(deps, user, idempotency, error) };
      }
      return { created: true, order: await withCheckoutPage(deps, placed) };
    },

    /** A new Stripe Checkout page for the caller's unpaid card order. */
    async checkout(user: AuthUser, orderId: number) {
      const order = await ordersRepository(db, kind, deps.now).findOrder(orderId);
      if (!order || order.user_id !== user.id) throw notFound('This order');
      if (order.payment_provider !== 'card') throw conflict('This order is paid by transfer, not by card.');
      if (order.payment_state !== 'awaiting_payment') throw conflict('This order is already paid.');
      if (order.status !== 'Pending') throw conflict(`This order is ${order.status} and cannot be paid.`);
      return { checkoutUrl: await orderPayments(deps).startCheckout(order) };
    },

    /** The owner or an admin sees an order; anyone else gets "not found". */
    async get(user: AuthUser, orderId: number) {
      const loaded = await loadOrderDetail(db, deps, orderId, user.id);
      if (!loaded || (loaded.row.user_id !== user.id && user.role !== 'ADMIN')) throw notFound('This order');
      return user.role === 'ADMIN' ? withNextStatuses(loaded) : loaded.detail;
    },

    async listMine(userId: number, tab: MyOrdersTab | undefined): Promise<MyOrdersResponse> {
      const repo = ordersRepository(db, kind, deps.now);
      const orders = await repo.listForUser(userId, tab ? myOrdersTabStatuses[tab] : undefined);
      const lines = await repo.findLines(orders.map((o) => o.id));
      return {
        orders: orders.map((order) => {
          const own = lines.filter((line) => line.order_id === order.id);
          return {
            orderId: order.id,
            orderStatus: order.status,
            createdAt: order.created_at,
            itemCount: own.length,
            firstProductName: own[0]?.product_name ?? '',
            imageUrl: own[0]?.image_url ?? null,
            ...imageVariantsOf(own[0]?.image_url),
            total: toDollars(order.total_cents),
            paymentProvider: order.payment_provider,
            paymentState: order.payment_state,
          };
        }),
      };
    },

    async adminList(filters: AdminOrderFilters): Promise<AdminOrdersResponse> {
      const repo = ordersRepository(db, kind, deps.now);
      const { rows, total } = await repo.adminList(filters);
      const lines = await repo.findLines(rows.map((o) => o.id));
      return {
        orders: rows.map((order) => ({
          orderId: order.id,
          buyer: order.buyer_full_name,
          buyerEmail: order.buyer_email,
          orderStatus: order.status,
          createdAt: order.created_at,
          orderItems: lines
            .filter((line) => line.order_id === order.id)
            .map((line) => ({
              productId: line.product_id,
              productName: line.product_name,
              unitPrice: toDollars(line.unit_price_cents),
              quantity: line.quantity,
            })),
          total: toDollars(order.total_cents),
        })),
        page: filters.page,
        size: filters.size,
        totalElements: total,
        totalPages: Math.ceil(total / filters.size),
      };
    },
  };
}
