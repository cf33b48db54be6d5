import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Form, FormSummary, useForm } from '../../../components/Form';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { Switch } from '../../../components/Switch';
import * as styles from '../dialogForm.css';
import { FormAlert } from '../../../components/FormAlert';

/** The four settings, named as in the API. */
export interface NotificationSettings {
  emailNotification: boolean;
  offersAndPromotions: boolean;
  newsLetter: boolean;
  personalizedNotification: boolean;
}

const labels: [keyof NotificationSettings, string][] = [
  ['emailNotification', 'Email Notification'],
  ['offersAndPromotions', 'Offers and Promotions'],
  ['newsLetter', 'News Letter'],
  ['personalizedNotification', 'Personalized Notification'],
];

export const notificationSettingsLoadStates = ['ready', 'loading', 'error'] as const;

export interface NotificationSettingsDialogProps {
  isOpen: boolean;
  /** Called with false on Escape, the X or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** The saved settings; the dialog edits a copy until Save Changes. */
  settings?: NotificationSettings;
  /** Reading the saved settings: loading shows a spinner, error an alert with Retry. */
  loadState?: (typeof notificationSettingsLoadStates)[number];
  /** 'Retry' pressed after the settings could not be read. */
  onRetry?: () => void;
  /** Save Changes pressed with all four values. */
  onSave: (settings: NotificationSettings) => void;
  /** Saving: the button is disabled and says so. */
  busy?: boolean;
  /** Error from the server, shown as an alert. */
  errorMessage?: string;
}

function SettingsForm({
  formId,
  settings,
  onSave,
  errorMessage,
}: Pick<NotificationSettingsDialogProps, 'onSave' | 'errorMessage'> & {
  formId: string;
  settings: NotificationSettings;
}) {
  const form = useForm({ initialValues: settings, onSubmit: onSave });
  return (
    <Form form={form} id={formId} className={styles.dialogForm}>
      <FormSummary form={form} message={errorMessage} />
      <ul className={styles.switchList}>
        {labels.map(([key, label]) => (
          <li key={key}>
            <Switch isSelected={form.values[key]} onChange={(on) => form.set(key, on)}>
              {label}
            </Switch>
          </li>
        ))}
      </ul>
    </Form>
  );
}

/** Notification Settings: four independent on/off switches saved together. */
export function NotificationSettingsDialog({
  isOpen,
  onOpenChange,
  settings,
  onSave,
  busy = false,
  errorMessage,
  loadState = 'ready',
  onRetry,
}: NotificationSettingsDialogProps) {
  const formId = useId();
  const ready = loadState === 'ready' && settings !== undefined;
  return (
    <Modal
      title="Notification Settings"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        loadState === 'error' ? (
          <Button onPress={onRetry}>Retry</Button>
        ) : (
          <Button type="submit" form={formId} busy={busy} busyLabel="Saving..." disabled={!ready}>
            Save Changes
          </Button>
        )
      }
    >
      {ready ? (
        <SettingsForm formId={formId} settings={settings} onSave={onSave} errorMessage={errorMessage} />
      ) : loadState === 'error' ? (
        <FormAlert>Your notification settings could not be loaded.</FormAlert>
      ) : (
        <Spinner label="Loading your settings" showLabel />
      )}
    </Modal>
  );
}
