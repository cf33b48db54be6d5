import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Switch } from '../../../components/Switch';
import * as styles from '../dialogForm.css';
import { FormAlert } from '../FormAlert';

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

export interface NotificationSettingsDialogProps {
  isOpen: boolean;
  /** Called with false on Escape, the X or a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** The saved settings; the dialog edits a copy until Save Changes. */
  settings: NotificationSettings;
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
}: Pick<NotificationSettingsDialogProps, 'settings' | 'onSave' | 'errorMessage'> & { formId: string }) {
  const [draft, setDraft] = useState(settings);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
  }
  return (
    <form id={formId} className={styles.dialogForm} onSubmit={submit}>
      {errorMessage && <FormAlert>{errorMessage}</FormAlert>}
      <ul className={styles.switchList}>
        {labels.map(([key, label]) => (
          <li key={key}>
            <Switch isSelected={draft[key]} onChange={(on) => setDraft((d) => ({ ...d, [key]: on }))}>
              {label}
            </Switch>
          </li>
        ))}
      </ul>
    </form>
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
}: NotificationSettingsDialogProps) {
  const formId = useId();
  return (
    <Modal
      title="Notification Settings"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
          Save Changes
        </Button>
      }
    >
      <SettingsForm formId={formId} settings={settings} onSave={onSave} errorMessage={errorMessage} />
    </Modal>
  );
}
