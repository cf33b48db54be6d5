import { ApiRequestError } from '@idl/api-contract';
import { AdminPaymentSettings, toast } from '@idl/design-system';
import { usePaymentSettings, useSavePaymentSettings } from '../../features/payments/use-payment-settings';

/** Admin Settings: the shop's transfer details buyers see at checkout, on orders and in e-mails. */
export function AdminSettingsRoute() {
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const error = save.error instanceof ApiRequestError ? save.error.body : undefined;
  return (
    <AdminPaymentSettings
      methods={settings.data?.transferMethods}
      isLoading={settings.isPending}
      loadError={
        settings.isError ? 'We could not load the settings. Reload the page to try again.' : undefined
      }
      onSave={(methods) => save.mutate(methods, { onSuccess: () => toast.success('Payment details saved.') })}
      isSaving={save.isPending}
      saved={save.isSuccess}
      saveError={
        save.isError ? (error?.message ?? 'We could not reach the server. Please try again.') : undefined
      }
      fieldErrors={
        error?.details ? Object.fromEntries(error.details.map((d) => [d.field, d.message])) : undefined
      }
    />
  );
}
