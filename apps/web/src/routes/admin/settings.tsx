import { AdminPaymentSettings, toast } from '@idl/design-system';
import { errorMessage, useFormErrors } from '../../app/error-message';
import { usePaymentSettings, useSavePaymentSettings } from '../../features/payments/use-payment-settings';

/** Admin Settings: the shop's transfer details buyers see at checkout, on orders and in e-mails. */
export function AdminSettingsRoute() {
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const failed = useFormErrors(save.error);
  return (
    <AdminPaymentSettings
      methods={settings.data?.transferMethods}
      isLoading={settings.isPending}
      loadError={
        settings.isError ? errorMessage(settings.error, 'We could not load the settings.') : undefined
      }
      onRetry={() => void settings.refetch()}
      onSave={(methods) => save.mutate(methods, { onSuccess: () => toast.success('Payment details saved.') })}
      isSaving={save.isPending}
      saved={save.isSuccess}
      saveError={failed.formError}
      fieldErrors={failed.fieldErrors}
    />
  );
}
