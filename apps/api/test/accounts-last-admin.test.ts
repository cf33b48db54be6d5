import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersService } from '../src/modules/users/users.service';
import { generousLimits } from './accounts-helpers';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';

const USERS = '/interdentallab/api/admin/users';

/** Issue 20: an administrator can deactivate neither their own account nor the last active administrator. */
describe('accounts: the last active administrator stays active', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(generousLimits);
  });
  afterAll(() => t.close());

  const deactivate = (authorization: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `${USERS}/${id}/deactivate`, headers: { authorization } });
  const activeAdmins = async () =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('status', '=', 'active')
        .execute()
    ).map((row) => row.id);

  it('lets one of two administrators deactivating each other at once win, never both', async () => {
    const ann = await createUserWithToken(t, { role: 'ADMIN', email: 'ann@interdentallab.com' });
    const ben = await createUserWithToken(t, { role: 'ADMIN', email: 'ben@interdentallab.com' });
    const answers = await Promise.all([
      deactivate(ann.authorization, ben.id),
      deactivate(ben.authorization, ann.id),
    ]);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(refused).toHaveLength(1);
    // Refused because the other one is gone: as the last administrator, or as a deactivated account.
    expect([403, 409]).toContain(refused[0]!.statusCode);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('refuses to deactivate the last active administrator with a message, changing nothing', async () => {
    const [survivor] = await activeAdmins();
    const helper = await createUserWithToken(t, { role: 'ADMIN', email: 'cal@interdentallab.com' });
    // cal deactivates the survivor, then nobody but cal is active: cal cannot be deactivated by
    // anyone, and cannot deactivate themselves.
    expect((await deactivate(helper.authorization, survivor!)).statusCode).toBe(200);
    const self = await deactivate(helper.authorization, helper.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot deactivate your own account');
    expect(await activeAdmins()).toEqual([helper.id]);
  });

  it('refuses a deactivation let in before its sender was deactivated, if it would leave no administrator', async () => {
    const dee = await createUserWithToken(t, { role: 'ADMIN', email: 'dee@interdentallab.com' });
    const eli = await createUserWithToken(t, { role: 'ADMIN', email: 'eli@interdentallab.com' });
    for (const id of await activeAdmins()) {
      if (id !== dee.id) expect((await deactivate(dee.authorization, id)).statusCode).toBe(200);
    }
    // eli's request to deactivate dee passed its sign-in check before dee deactivated eli: the
    // account rules, not the sign-in check, have to refuse it (the race of the first test, made certain).
    await expect(usersService(t.app.deps).setStatus(eli.id, dee.id, 'INACTIVE')).rejects.toMatchObject({
      statusCode: 409,
      message: 'At least one administrator must stay active: this is the last active one',
    });
    expect(await activeAdmins()).toEqual([dee.id]);
  });
});
