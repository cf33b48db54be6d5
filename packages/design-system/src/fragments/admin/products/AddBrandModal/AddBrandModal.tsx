import { useEffect, useId, useState, type FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import * as styles from './AddBrandModal.css';
import { FormAlert } from '../../../../components/FormAlert';

/** What Confirm hands over; the screen uploads the logo, then saves the brand with its address. */
export interface AddBrandValues {
  name: string;
  description: string;
  logo: File;
}

export interface AddBrandModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called with `false` on Go Back, Escape or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called once a logo, a name and a description are given. */
  onSubmit: (values: AddBrandValues) => void;
  /** Saving is running: Confirm is busy. */
  busy?: boolean;
  /** Message when saving failed. */
  errorMessage?: string;
}

/** 'Add Brand' modal of the product form: logo with preview, name and description. */
export function AddBrandModal({
  isOpen,
  onOpenChange,
  onSubmit,
  busy = false,
  errorMessage,
}: AddBrandModalProps) {
  const formId = useId();
  const logoLabelId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [logo, setLogo] = useState<{ file: File; previewUrl: string } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setName('');
      setDescription('');
      setLogo(null);
      setAttempted(false);
    }
  }

  // The preview is a local object URL; free it when the logo changes or the modal goes away.
  const previewUrl = logo?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const missing = { name: name.trim() === '', description: description.trim() === '', logo: logo === null };
  const anyMissing = missing.name || missing.description || missing.logo;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (anyMissing || !logo) return;
    onSubmit({ name: name.trim(), description: description.trim(), logo: logo.file });
  };

  const summary = errorMessage ?? (attempted && anyMissing ? 'Please fill all the fields' : undefined);
  return (
    <Modal
      title="Add Brand"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} disabled={busy}>
            Go Back
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
            Confirm
          </Button>
        </>
      )}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {summary && <FormAlert>{summary}</FormAlert>}
        <div role="group" aria-labelledby={logoLabelId}>
          <span id={logoLabelId} className={styles.logoLabel}>
            Logo
          </span>
          <div className={styles.logo}>
            {logo ? (
              <img className={styles.preview} src={logo.previewUrl} alt={`Logo preview: ${logo.file.name}`} />
            ) : (
              <span className={styles.preview} aria-hidden="true" />
            )}
            <FileTrigger
              acceptedFileTypes={['image/*']}
              onSelect={(files) => {
                const file = files?.[0];
                if (file && file.type.startsWith('image/'))
                  setLogo({ file, previewUrl: URL.createObjectURL(file) });
              }}
            >
              <Button variant="secondary" size="sm" disabled={busy}>
                {logo ? 'Change Logo' : 'Upload Logo'}
              </Button>
            </FileTrigger>
          </div>
          {attempted && missing.logo && <p className={styles.errorText}>Choose a logo image</p>}
        </div>
        <TextField
          label="Brand Name"
          value={name}
          onChange={setName}
          errorMessage={attempted && missing.name ? 'Enter a brand name' : undefined}
          isDisabled={busy}
        />
        <TextField
          label="Description"
          multiline
          value={description}
          onChange={setDescription}
          errorMessage={attempted && missing.description ? 'Enter a description' : undefined}
          isDisabled={busy}
        />
      </form>
    </Modal>
  );
}
