import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { officesService } from '../offices/offices.service';
import { casesRepository, type CaseRow } from './cases.repository';

/** Which case an account may reach from the office's routes and from the lab's. */
export function caseAccess(deps: Deps) {
  const cases = casesRepository(deps.database.db);
  const officeRules = officesService(deps);
  return {
    /**
     * The case when it is the account's verified office's (403 for an office not verified, as when
     * it sends a case); 404 for another office's case, as for none.
     */
    async officeCase(user: AuthUser, caseId: number): Promise<CaseRow> {
      const office = await officeRules.verifiedOfficeOf(user);
      const row = await cases.findOfOffice(caseId, office.id);
      if (!row) throw notFound('The case');
      return row;
    },
    async labCase(caseId: number): Promise<CaseRow> {
      const row = await cases.findById(caseId);
      if (!row) throw notFound('The case');
      return row;
    },
  };
}
