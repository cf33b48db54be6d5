#!/usr/bin/env node
// Breaks each rule that guards money, stock, sessions or access, once, and checks that the API
// tests guarding it fail; then puts the code back. A rule whose tests still pass is a test that
// cannot fail, and the script exits nonzero naming it.
//
//   node scripts/guarded-rules.mjs            every rule, on SQLite
//   node scripts/guarded-rules.mjs stock      only the rules whose name contains "stock"
//   node scripts/guarded-rules.mjs --list     only checks that every rule and test is still there
//
// It edits files of the working tree while it runs (each is restored, also on Ctrl-C): run it
// on a clean checkout, never beside a test run of the same checkout.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('.', import.meta.url).pathname, '..');
const src = (file) => `apps/api/src/${file}`;
const test = (file) => `apps/api/test/${file}`;

/** Each rule: where it lives, how to break it (an exact text and its replacement), and its tests. */
const rules = [
  {
    name: 'stock: an order never takes more than is left',
    file: src('modules/orders/orders.repository.ts'),
    find: ".where('id', '=', productId)\n        .where('stock_quantity', '>=', quantity)",
    replace: ".where('id', '=', productId)",
    tests: [test('orders.test.ts'), test('orders-concurrency.test.ts')],
  },
  {
    name: 'stock: placing an order takes its units from stock',
    file: src('modules/orders/orders.repository.ts'),
    find: "stock_quantity: eb('stock_quantity', '-', quantity),",
    replace: "stock_quantity: eb('stock_quantity', '-', 0),",
    tests: [test('orders.test.ts')],
  },
  {
    name: 'stock: a cancelled order puts its units back',
    file: src('modules/orders/orders.repository.ts'),
    find: "stock_quantity: eb('stock_quantity', '+', quantity),",
    replace: "stock_quantity: eb('stock_quantity', '+', 0),",
    tests: [test('orders-unpaid-hold.test.ts'), test('order-lifecycle.test.ts')],
  },
  {
    name: "orders: a completed order never moves again (the contract's table of moves)",
    file: 'packages/api-contract/src/orders.ts',
    find: '  Completed: [],\n  Cancelled: [],\n};',
    replace: "  Completed: ['Pending'],\n  Cancelled: [],\n};",
    tests: [test('order-lifecycle.test.ts')],
  },
  {
    name: 'orders: the server refuses a status move the table does not allow',
    file: src('modules/orders/order-status.service.ts'),
    find: 'if (!canMoveOrder(order.status, to)) return',
    replace: 'if (!canMoveOrder(order.status, to) && false) return',
    tests: [test('order-lifecycle.test.ts')],
  },
  {
    name: 'money: an order is priced by the server, per unit times quantity',
    file: src('modules/orders/orders.service.ts'),
    find: 'lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0)',
    replace: 'lines.reduce((sum, line) => sum + line.price_cents, 0)',
    tests: [test('orders.test.ts')],
  },
  {
    name: 'money: a Stripe event counts only with a valid signature',
    file: src('modules/payments/stripe-webhook.routes.ts'),
    find: 'event = stripe.webhooks.constructEvent(body, signature, secret);',
    replace: 'event = JSON.parse(body.toString()) as Stripe.Event;',
    tests: [test('payments-card.test.ts')],
  },
  {
    name: 'money: a refund is recorded once per order',
    file: src('modules/payments/order-refunds.ts'),
    find: 'markRefunded(refund.orderId, at, refund.amountCents)',
    replace: 'markRefunded(refund.orderId, at, refund.amountCents * 2)',
    tests: [test('payments-card.test.ts'), test('payments-reconciliation.test.ts')],
  },
  {
    name: 'access: administrator calls need an administrator',
    file: src('plugins/auth.ts'),
    find: "if (user?.role !== 'ADMIN') throw forbidden(",
    replace: "if (user?.role === 'NOBODY') throw forbidden(",
    tests: [
      test('accounts-access.test.ts'),
      test('catalog-auth.test.ts'),
      test('reliability/access-matrix.test.ts'),
    ],
  },
  {
    name: 'access: a patient sees only their own orders',
    file: src('modules/orders/orders.service.ts'),
    find: "loaded.row.user_id !== user.id && user.role !== 'ADMIN'",
    replace: "user.role === 'NOBODY'",
    tests: [test('orders.test.ts'), test('reliability/access-matrix.test.ts')],
  },
  {
    name: 'access: only the buyer opens a card payment page for an order',
    file: src('modules/orders/orders.service.ts'),
    find: "if (!order || order.user_id !== user.id) throw notFound('This order');",
    replace: "if (!order) throw notFound('This order');",
    tests: [test('payments-card.test.ts'), test('reliability/access-matrix.test.ts')],
  },
  {
    name: 'access: the last active administrator cannot be deactivated',
    file: src('modules/users/users.service.ts'),
    find: 'if (!active.some((id) => id !== userId))',
    replace: 'if (active.length === 0)',
    tests: [test('accounts-last-admin.test.ts'), test('accounts-admin.test.ts')],
  },
  {
    name: 'access: a wrong password does not sign in',
    file: src('lib/password.ts'),
    find: 'return await verify(passwordHash, password);',
    replace: 'await verify(passwordHash, password);\n    return true;',
    tests: [test('accounts-sign-up-in.test.ts')],
    project: 'api:sqlite:mocks',
  },
  {
    name: 'access: a cookie without the shop header cannot change anything (CSRF)',
    file: src('plugins/auth.ts'),
    find: '!safeMethods.has(request.method) && !request.headers[CSRF_HEADER]',
    replace: '!safeMethods.has(request.method) && request.headers[CSRF_HEADER] === 0',
    tests: [test('accounts-sessions.test.ts')],
  },
  {
    name: 'sessions: a signed-out session is over',
    file: src('plugins/auth.ts'),
    find: 'if (row.revoked_at !== null || row.expires_at',
    replace: 'if (row.expires_at',
    tests: [test('accounts-sessions.test.ts')],
  },
  {
    name: 'sessions: an expired token is refused',
    file: src('lib/tokens.ts'),
    find: "{ issuer: ISSUER, algorithms: ['HS256'] }",
    replace: "{ issuer: ISSUER, algorithms: ['HS256'], clockTolerance: '10y' }",
    tests: [test('accounts-sign-up-in.test.ts')],
    project: 'api:sqlite:mocks',
  },
  {
    name: 'sessions: a session past its recorded end is over',
    file: src('plugins/auth.ts'),
    find: '|| row.expires_at <= now.toISOString()) throw sessionEnded();',
    replace: ') throw sessionEnded();',
    tests: [test('accounts-sessions.test.ts')],
  },
  {
    name: 'sessions: a deactivated account is signed out everywhere',
    file: src('plugins/auth.ts'),
    find: "if (row.status !== 'active') throw accountDeactivated();",
    replace: '',
    tests: [test('accounts-admin.test.ts'), test('accounts-sessions.test.ts')],
  },
  {
    name: 'sessions: a password change ends the other sessions',
    file: src('modules/users/sessions.repository.ts'),
    find: "if (keep) query = query.where('public_id', '<>', keep);",
    replace: "query = query.where('public_id', '=', 'none');",
    tests: [test('accounts-sessions.test.ts'), test('accounts-password-reset.test.ts')],
  },
  {
    name: 'abuse: repeated wrong passwords are slowed down',
    file: src('plugins/rate-limit.ts'),
    find: 'if (waitMs > 0) throw tooManyAttempts(reply, waitMs / 1000);',
    replace: '',
    tests: [test('accounts-rate-limit.test.ts')],
  },
];

const listOnly = process.argv[2] === '--list';
const only = listOnly ? undefined : process.argv[2];
const chosen = rules.filter((rule) => !only || rule.name.includes(only));
const originals = new Map();
const restore = () => {
  for (const [file, text] of originals) writeFileSync(path.join(root, file), text);
  originals.clear();
};
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

const results = [];
for (const rule of chosen) {
  const full = path.join(root, rule.file);
  const text = readFileSync(full, 'utf8');
  const at = text.indexOf(rule.find);
  if (at < 0 || text.indexOf(rule.find, at + 1) >= 0) {
    results.push({ rule, outcome: 'not found: the rule moved, update this script' });
    continue;
  }
  const missingTests = rule.tests.filter((file) => !existsSync(path.join(root, file)));
  if (missingTests.length) {
    results.push({ rule, outcome: `test not found: ${missingTests.join(', ')}` });
    continue;
  }
  if (listOnly) {
    results.push({ rule, outcome: 'caught? (not run)' });
    console.log(`found                ${rule.name}`);
    continue;
  }
  originals.set(rule.file, text);
  writeFileSync(full, text.slice(0, at) + rule.replace + text.slice(at + rule.find.length));
  try {
    const run = spawnSync(
      'npx',
      ['vitest', 'run', '--project', rule.project ?? 'api:sqlite', ...rule.tests, '--reporter=dot'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, TEST_DATABASE_URL: '' } },
    );
    // eslint-disable-next-line no-control-regex
    const output = (run.stdout + run.stderr).replace(/\x1b\[[0-9;]*m/g, '');
    const failed = output.match(/Tests\s+(\d+) failed/);
    results.push({
      rule,
      outcome: run.status !== 0 && failed ? `caught: ${failed[1]} failed` : 'NOT CAUGHT',
    });
    if (!failed) console.log(output.split('\n').slice(-12).join('\n'));
  } finally {
    restore();
  }
  console.log(
    `${results.at(-1).outcome.padEnd(20)} ${rule.name}  (${rule.tests.map((t) => path.basename(t)).join(', ')})`,
  );
}

const missed = results.filter((r) => !r.outcome.startsWith('caught'));
if (listOnly) {
  for (const { rule, outcome } of missed) console.log(`  ${outcome}: ${rule.name}`);
  process.exit(missed.length ? 1 : 0);
}
console.log(`\n${results.length - missed.length} of ${results.length} broken rules were caught by a test.`);
for (const { rule, outcome } of missed) console.log(`  ${outcome}: ${rule.name}`);
process.exit(missed.length ? 1 : 0);
