import { formatDay, sitePaths, siteUrl, type Order } from '@idl/api-contract';
import { SHOP_CONTACT, SHOP_NAME, type MailMessage } from '../../lib/mailer';
import { formatDollars } from '../../lib/money';

type Email = Omit<MailMessage, 'to'>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function linesText(order: Order) {
  return order.items
    .map(
      (line) =>
        `- ${line.productName}${line.optionValue ? ` (${line.optionValue})` : ''} x ${line.quantity}: ${formatDollars(line.lineTotal)}`,
    )
    .join('\n');
}

function linesHtml(order: Order) {
  const rows = order.items
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)}${line.optionValue ? ` (${escapeHtml(line.optionValue)})` : ''}</td>` +
        `<td align="right">${line.quantity}</td><td align="right">${formatDollars(line.lineTotal)}</td></tr>`,
    )
    .join('');
  return `<table cellpadding="4"><tr><th align="left">Product</th><th>Qty</th><th>Amount</th></tr>${rows}</table>`;
}

function layout(title: string, bodyHtml: string) {
  return (
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1b1b">` +
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}` +
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(SHOP_CONTACT)}</p></body></html>`
  );
}

/** The customer's page of this order, from the route table the web app serves. */
const orderLink = (order: Order, publicUrl: string) => siteUrl(publicUrl, sitePaths.orderInfo(order.orderId));
/** The shop's accounts to pay, the amount and what to quote; empty when nothing is to be sent by hand. */
function payToText(order: Order) {
  const payTo = order.paymentMethod.payTo ?? [];
  if (payTo.length === 0) return '';
  const methods = payTo
    .map(
      (method) =>
        `- ${method.name}: pay ${method.payeeName} at ${method.account}` +
        (method.instructions ? `\n  ${method.instructions}` : ''),
    )
    .join('\n');
  return (
    `How to pay\nAmount to send: ${formatDollars(order.total)}\nQuote with the transfer: ${order.paymentMethod.reference ?? ''}\n` +
    `${methods}\nPay from the account you gave us: ${order.paymentMethod.recipientName} ` +
    `(${order.paymentMethod.username}, ${order.paymentMethod.contact}).\n\n`
  );
}

function payToHtml(order: Order) {
  const payTo = order.paymentMethod.payTo ?? [];
  if (payTo.length === 0) return '';
  const methods = payTo
    .map(
      (method) =>
        `<li><strong>${escapeHtml(method.name)}</strong>: pay ${escapeHtml(method.payeeName)} at ` +
        `<strong>${escapeHtml(method.account)}</strong>` +
        (method.instructions ? `<br>${escapeHtml(method.instructions)}` : '') +
        '</li>',
    )
    .join('');
  return (
    `<h2 style="font-size:16px">How to pay</h2><p>Amount to send: <strong>${formatDollars(order.total)}</strong><br>` +
    `Quote with the transfer: <strong>${escapeHtml(order.paymentMethod.reference ?? '')}</strong></p>` +
    `<ul>${methods}</ul><p>Pay from the account you gave us: ${escapeHtml(order.paymentMethod.recipientName)} ` +
    `(${escapeHtml(order.paymentMethod.username)}, ${escapeHtml(order.paymentMethod.contact)}).</p>`
  );
}

const holdText = (holdMinutes: number) => (holdMinutes === 60 ? 'an hour' : `${holdMinutes} minutes`);

/** The order confirmation; `holdMinutes`: how long an unpaid order is kept (0: for ever). */
export const orderPlacedEmail =
  (holdMinutes: number) =>
  (order: Order, publicUrl: string): Email => {
    const link = orderLink(order, publicUrl);
    const subject = `${SHOP_NAME}: order #${order.orderId} placed`;
    const totals =
      `Subtotal: ${formatDollars(order.subtotal)}\nSales tax: ${formatDollars(order.salesTax)}\n` +
      `Shipping: Free\nTotal: ${formatDollars(order.total)}`;
    const deadline =
      holdMinutes > 0 && order.payment?.state !== 'paid'
        ? `Please pay within ${holdText(holdMinutes)}: an order not paid by then is cancelled and its items released.`
        : '';
    const text =
      `Hello ${order.buyer.fullName},\n\nThank you for your order #${order.orderId} at ${SHOP_NAME}.\n\n` +
      `${linesText(order)}\n\n${totals}\n\n${payToText(order)}Payment: ${order.paymentMethod.instructions}\n\n` +
      (deadline ? `${deadline}\n\n` : '') +
      `Follow your order: ${link}\n\n${SHOP_CONTACT}\n`;
    const html = layout(
      `Thank you for your order #${order.orderId}`,
      `<p>Hello ${escapeHtml(order.buyer.fullName)},</p>${linesHtml(order)}` +
        `<p>Subtotal: ${formatDollars(order.subtotal)}<br>Sales tax: ${formatDollars(order.salesTax)}<br>` +
        `Shipping: Free<br><strong>Total: ${formatDollars(order.total)}</strong></p>` +
        payToHtml(order) +
        `<p>Payment: ${escapeHtml(order.paymentMethod.instructions)}</p>` +
        (deadline ? `<p><strong>${escapeHtml(deadline)}</strong></p>` : '') +
        `<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
    );
    return { subject, text, html };
  };

export function orderShippedEmail(order: Order, publicUrl: string): Email {
  const link = orderLink(order, publicUrl);
  const subject = `${SHOP_NAME}: order #${order.orderId} shipped`;
  const delivery = order.expectedDeliveryDate
    ? `Expected delivery: ${formatDay(order.expectedDeliveryDate)}\n`
    : '';
  const text =
    `Hello ${order.buyer.fullName},\n\nYour order #${order.orderId} is on its way.\n` +
    `Tracking id: ${order.trackingId ?? ''}\n${delivery}\n${linesText(order)}\n\n` +
    `Follow your order: ${link}\n\n${SHOP_CONTACT}\n`;
  const html = layout(
    `Your order #${order.orderId} is on its way`,
    `<p>Hello ${escapeHtml(order.buyer.fullName)},</p>` +
      `<p>Tracking id: <strong>${escapeHtml(order.trackingId ?? '')}</strong>` +
      (order.expectedDeliveryDate ? `<br>Expected delivery: ${formatDay(order.expectedDeliveryDate)}` : '') +
      `</p>${linesHtml(order)}<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
  );
  return { subject, text, html };
}

export function orderCancelledEmail(order: Order, publicUrl: string): Email {
  const link = orderLink(order, publicUrl);
  const subject = `${SHOP_NAME}: order #${order.orderId} cancelled`;
  const text =
    `Hello ${order.buyer.fullName},\n\nYour order #${order.orderId} was cancelled. ` +
    `Nothing will be shipped. If you already paid, contact us and we will return your payment.\n\n` +
    `${linesText(order)}\n\nTotal: ${formatDollars(order.total)}\n\nSee your order: ${link}\n\n${SHOP_CONTACT}\n`;
  const html = layout(
    `Your order #${order.orderId} was cancelled`,
    `<p>Hello ${escapeHtml(order.buyer.fullName)},</p>` +
      `<p>Your order #${order.orderId} was cancelled. Nothing will be shipped. ` +
      `If you already paid, contact us and we will return your payment.</p>` +
      `${linesHtml(order)}<p><strong>Total: ${formatDollars(order.total)}</strong></p>` +
      `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  );
  return { subject, text, html };
}

/** The order waited for its payment longer than the shop holds stock (UNPAID_ORDER_HOLD_MINUTES). */
export function orderExpiredEmail(holdMinutes: number) {
  const held = holdText(holdMinutes);
  return (order: Order, publicUrl: string): Email => {
    const link = orderLink(order, publicUrl);
    const subject = `${SHOP_NAME}: order #${order.orderId} cancelled (not paid)`;
    const why =
      `We did not receive the payment for your order #${order.orderId} within ${held}, so it was ` +
      `cancelled and its items are available again. Nothing was charged. You are welcome to order again.`;
    const text =
      `Hello ${order.buyer.fullName},\n\n${why}\n\n${linesText(order)}\n\n` +
      `Total: ${formatDollars(order.total)}\n\nSee your order: ${link}\n\n${SHOP_CONTACT}\n`;
    const html = layout(
      `Your order #${order.orderId} was cancelled`,
      `<p>Hello ${escapeHtml(order.buyer.fullName)},</p><p>${escapeHtml(why)}</p>` +
        `${linesHtml(order)}<p><strong>Total: ${formatDollars(order.total)}</strong></p>` +
        `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
    );
    return { subject, text, html };
  };
}

export function orderRefundedEmail(order: Order, publicUrl: string): Email {
  const link = orderLink(order, publicUrl);
  const amount = formatDollars(order.payment?.refundedAmount ?? order.total);
  const subject = `${SHOP_NAME}: order #${order.orderId} refunded`;
  const text =
    `Hello ${order.buyer.fullName},\n\nYour order #${order.orderId} was cancelled and ${amount} was ` +
    `refunded to your card. Your bank may take 5 to 10 business days to show it.\n\n` +
    `See your order: ${link}\n\n${SHOP_CONTACT}\n`;
  const html = layout(
    `Order #${order.orderId} refunded`,
    `<p>Hello ${escapeHtml(order.buyer.fullName)},</p><p>Your order #${order.orderId} was cancelled and ` +
      `<strong>${amount}</strong> was refunded to your card. Your bank may take 5 to 10 business days to show it.</p>` +
      `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  );
  return { subject, text, html };
}
