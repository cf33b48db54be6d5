import type { TransferMethod } from '@idl/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only SQL for the shop's transfer details. */
export function transferMethodsRepository(db: Kysely<DB>) {
  return {
    async list(): Promise<TransferMethod[]> {
      const rows = await db
        .selectFrom('shop_transfer_methods')
        .select(['name', 'payee_name', 'account', 'instructions'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        name: row.name,
        payeeName: row.payee_name,
        account: row.account,
        instructions: row.instructions,
      }));
    },
    /** Replaces every method with `methods`, in this order (call inside a transaction). */
    async replaceAll(methods: TransferMethod[], now: string) {
      await db.deleteFrom('shop_transfer_methods').execute();
      if (methods.length === 0) return;
      await db
        .insertInto('shop_transfer_methods')
        .values(
          methods.map((method, position) => ({
            position,
            name: method.name,
            payee_name: method.payeeName,
            account: method.account,
            instructions: method.instructions,
            updated_at: now,
          })),
        )
        .execute();
    },
  };
}
