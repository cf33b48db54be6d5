import type { Order } from '@idl/api-contract';
import { SHOP_CONTACT, SHOP_NAME, type MailMessage } from '../../lib/mailer';

type Email = Omit<MailMessage, 'to'>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const money = (dollars: number) => `$${dollars.toFixed(2)}`;

function linesText(order: Order) {
  return order.items
    .map(
      (line) =>
        `- ${line.productName}${line.optionValue ? ` (${line.optionValue})` : ''} x ${line.quantity}: ${money(line.lineTotal)}`,
    )
    .join('\n');
}

function linesHtml(order: Order) {
  const rows = order.items
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productName)}${line.optionValue ? ` (${escapeHtml(line.optionValue)})` : ''}</td>` +
        `<td align="right">${line.quantity}</td><td align="right">${money(line.lineTotal)}</td></tr>`,
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

export function orderPlacedEmail(order: Order, publicUrl: string): Email {
  const link = `${publicUrl}/orders/${order.orderId}`;
  const subject = `${SHOP_NAME}: order #${order.orderId} placed`;
  const totals =
    `Subtotal: ${money(order.subtotal)}\nSales tax: ${money(order.salesTax)}\n` +
    `Shipping: Free\nTotal: ${money(order.total)}`;
  const text =
    `Hello ${order.buyer.fullName},\n\nThank you for your order #${order.orderId} at ${SHOP_NAME}.\n\n` +
    `${linesText(order)}\n\n${totals}\n\nPayment: ${order.paymentMethod.instructions}\n\n` +
    `Follow your order: ${link}\n\n${SHOP_CONTACT}\n`;
  const html = layout(
    `Thank you for your order #${order.orderId}`,
    `<p>Hello ${escapeHtml(order.buyer.fullName)},</p>${linesHtml(order)}` +
      `<p>Subtotal: ${money(order.subtotal)}<br>Sales tax: ${money(order.salesTax)}<br>` +
      `Shipping: Free<br><strong>Total: ${money(order.total)}</strong></p>` +
      `<p>Payment: ${escapeHtml(order.paymentMethod.instructions)}</p>` +
      `<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
  );
  return { subject, text, html };
}

export function orderShippedEmail(order: Order, publicUrl: string): Email {
  const link = `${publicUrl}/orders/${order.orderId}`;
  const subject = `${SHOP_NAME}: order #${order.orderId} shipped`;
  const delivery = order.expectedDeliveryDate ? `Expected delivery: ${order.expectedDeliveryDate}\n` : '';
  const text =
    `Hello ${order.buyer.fullName},\n\nYour order #${order.orderId} is on its way.\n` +
    `Tracking id: ${order.trackingId ?? ''}\n${delivery}\n${linesText(order)}\n\n` +
    `Follow your order: ${link}\n\n${SHOP_CONTACT}\n`;
  const html = layout(
    `Your order #${order.orderId} is on its way`,
    `<p>Hello ${escapeHtml(order.buyer.fullName)},</p>` +
      `<p>Tracking id: <strong>${escapeHtml(order.trackingId ?? '')}</strong>` +
      (order.expectedDeliveryDate ? `<br>Expected delivery: ${escapeHtml(order.expectedDeliveryDate)}` : '') +
      `</p>${linesHtml(order)}<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
  );
  return { subject, text, html };
}
