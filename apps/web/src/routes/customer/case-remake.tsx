import { caseStageLabels, formatDay, type Case } from '@idl/api-contract';
import { Button, Link, RemakeRequestForm } from '@idl/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormErrors } from '../../app/error-message';
import { paths } from '../../app/paths';
import { useRequestRemake } from '../../features/cases/use-cases';

/** The lab remakes a case once it has left the lab. */
const remakeable = (c: Case) => c.stage === 'shipped' || c.stage === 'delivered';

/** How the case stands among remakes: the one it remakes, why, under which claim, and its own remakes. */
export function CaseRemakes({ labCase: c }: { labCase: Case }) {
  if (c.remakeOf === null && c.remakes.length === 0) return null;
  return (
    <>
      {c.remakeOf !== null ? (
        <p>
          A remake of <Link href={paths.caseInfo(c.remakeOf)}>the original case</Link>
          {c.remakeReason ? `: ${c.remakeReason}` : ''}
          {c.warrantyClaim ? ` (warranty claim ${c.warrantyClaim.reference}, at no charge)` : ''}
        </p>
      ) : null}
      {c.remakes.length > 0 ? (
        <ul aria-label="Remakes">
          {c.remakes.map((remake) => (
            <li key={remake.id}>
              <Link
                href={paths.caseInfo(remake.id)}
              >{`Remake received ${formatDay(remake.receivedOn)}`}</Link>
              {`, ${caseStageLabels[remake.stage]}`}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Request a Remake, for a shipped or delivered case: the form, then the new case's page. */
export function RequestRemake({ labCase: c }: { labCase: Case }) {
  const [open, setOpen] = useState(false);
  const remake = useRequestRemake(c.id);
  const errors = useFormErrors(remake.error);
  const navigate = useNavigate();
  if (!remakeable(c)) return null;
  if (!open) {
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Request a Remake
      </Button>
    );
  }
  return (
    <RemakeRequestForm
      shade={c.shade}
      onSubmit={(request) =>
        remake.mutate(request, { onSuccess: (created) => void navigate(paths.caseInfo(created.id)) })
      }
      onCancel={() => setOpen(false)}
      busy={remake.isPending}
      errors={errors.fieldErrors}
      formError={errors.formError}
    />
  );
}
