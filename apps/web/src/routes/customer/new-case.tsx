import {
  earliestDueDate,
  formatLongDay,
  rushSurchargeCents,
  type Case,
  type Office,
} from '@idl/api-contract';
import {
  Link,
  PrescriptionForm,
  prescriptionFormFieldOf,
  Select,
  type PrescriptionFormField,
  type PrescriptionFormSubmitValues,
  type PrescriptionFormValues,
} from '@idl/design-system';
import { useRef, useState } from 'react';
import { errorMessage, useFormErrors } from '../../app/error-message';
import { paths } from '../../app/paths';
import { newIdempotencyKey } from '../../features/admin/single-submit';
import { useMyOffice } from '../../features/cases/use-office';
import { useScanUploads } from '../../features/cases/use-scan-uploads';
import { useLabServices, useSendCase, type LabServiceProduct } from '../../features/cases/use-send-case';
import { useSession } from '../../features/session/session';
import { CaseConversationContainer } from './case-conversation';
import { ScanUploads } from './case-scans';
import { PageLoading } from './page-loading';
import { PageBody, PageError, SignInNeeded } from './page-state';

/** The day the server counts a case's turnaround from: today, as it writes days (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/** What the form's choices cost and when they can be due, as the server will work them out. */
function dueAndSurcharge(
  services: LabServiceProduct[],
  service: LabServiceProduct | undefined,
  values: Partial<PrescriptionFormValues>,
) {
  const quickest = Math.min(...services.map((option) => option.labService.turnaroundWorkingDays));
  const turnaround = service?.labService.turnaroundWorkingDays ?? (Number.isFinite(quickest) ? quickest : 1);
  const rush = values.rush ?? false;
  const teeth = Math.max(1, values.teeth?.length ?? 0);
  return {
    // Before a service is chosen, the quickest of them: a date the form can already check against.
    earliest: earliestDueDate(today(), turnaround, rush),
    surchargeCents: service ? rushSurchargeCents(Math.round(service.price * 100) * teeth) : 0,
  };
}

/** The prescription, the dentist who sends it and the scans, sent as one case. */
function SendCaseForm({ office, services }: { office: Office; services: LabServiceProduct[] }) {
  const send = useSendCase();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [dentistId, setDentistId] = useState<number | null>(
    office.dentists.length === 1 ? office.dentists[0]!.id : null,
  );
  const [dentistMissing, setDentistMissing] = useState(false);
  const [values, setValues] = useState<Partial<PrescriptionFormValues>>({});
  const created: Case | undefined = send.data;
  const uploads = useScanUploads(created?.id);
  const errors = useFormErrors(send.error);
  const service = services.find((option) => option.id === values.productId);
  const { earliest, surchargeCents } = dueAndSurcharge(services, service, values);

  const fieldErrors: Partial<Record<PrescriptionFormField, string>> = {};
  let dentistError = dentistMissing ? 'Choose the dentist who prescribes the case.' : undefined;
  for (const [path, message] of Object.entries(errors.fieldErrors)) {
    if (path === 'dentistId') dentistError = message;
    const field = prescriptionFormFieldOf(path);
    if (field) fieldErrors[field] ??= message;
  }

  const submit = ({ productId, prescription }: PrescriptionFormSubmitValues) => {
    if (dentistId === null) {
      setDentistMissing(true);
      return;
    }
    send.mutate({ body: { productId, dentistId, prescription }, idempotencyKey: idempotencyKey.current });
  };

  return (
    <>
      {created ? null : (
        <Select
          label="Dentist"
          description="Who prescribes this case."
          name="dentistId"
          placeholder="Choose a dentist"
          options={office.dentists.map((dentist) => ({ id: String(dentist.id), label: dentist.name }))}
          selectedKey={dentistId === null ? null : String(dentistId)}
          onSelectionChange={(key) => {
            setDentistId(Number(key));
            setDentistMissing(false);
          }}
          errorMessage={dentistError}
          isDisabled={send.isPending}
        />
      )}
      <PrescriptionForm
        services={services.map((option) => ({
          id: option.id,
          name: option.name,
          kind: option.labService.kind,
        }))}
        earliestDueDate={earliest}
        rushSurchargeCents={surchargeCents}
        onSubmit={submit}
        onValuesChange={setValues}
        status={created ? 'sent' : send.isPending ? 'busy' : 'idle'}
        reference={created ? String(created.id) : undefined}
        errors={fieldErrors}
        formError={errors.formError}
        files={<ScanUploads uploads={uploads} />}
      />
      {created ? (
        <>
          <p>
            The lab will deliver by <strong>{formatLongDay(created.dueDate)}</strong>
            {created.rush ? ' (rush)' : ''}.
          </p>
          <h2>Scans</h2>
          <ScanUploads uploads={uploads} />
          <h2>Photos and a Note for the Lab</h2>
          <CaseConversationContainer caseId={created.id} isOnHold={false} />
          <p>
            Follow the case, its stages and the lab’s answers on its page:{' '}
            <Link href={paths.caseInfo(created.id)}>Open Case {created.patientReference}</Link>
          </p>
        </>
      ) : null}
    </>
  );
}

/**
 * /cases/new: a verified office sends a case: the dentist, the lab service and the prescription
 * (the design system's PrescriptionForm, with the due date the server will compute), then its
 * scans, uploaded in parts and resumable.
 */
export function NewCaseRoute() {
  const session = useSession();
  const office = useMyOffice();
  const services = useLabServices();
  if (session.status === 'anonymous') return <SignInNeeded>Log in to send a case to the lab.</SignInNeeded>;
  const failed = office.isError ? office : services.isError ? services : undefined;
  if (failed) {
    return (
      <PageError
        message={errorMessage(failed.error, 'We could not load the lab’s services.')}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (office.isPending || !services.data) return <PageLoading label="Loading the lab’s services" />;
  const mine = office.data;
  return (
    <PageBody>
      <p>
        <Link href={paths.cases}>My Cases</Link>
      </p>
      <h1>Send a Case</h1>
      {mine?.status === 'verified' ? (
        <SendCaseForm office={mine} services={services.data} />
      ) : (
        <p>
          {mine === null
            ? 'Only a dentist office sends cases: sign your office up first. '
            : 'The lab verifies your office before its first case. '}
          <Link href={paths.office}>{mine === null ? 'Sign Up Your Office' : 'My Office'}</Link>
        </p>
      )}
    </PageBody>
  );
}
