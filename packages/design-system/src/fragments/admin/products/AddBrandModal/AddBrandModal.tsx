import { useEffect, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../../../components/Button';
import { Form, FormSummary, requiredErrors, useForm } from '../../../../components/Form';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import * as styles from './AddBrandModal.css';

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
export function AddBrandModal({ isOpen, onOpenChange, busy = false, ...form }: AddBrandModalProps) {
  const formId = useId();
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
      {/* Inside the modal: every opening starts with empty fields and no logo. */}
      <BrandForm formId={formId} busy={busy} {...form} />
    </Modal>
  );
}

interface BrandDraft {
  name: string;
  description: string;
  logo: { file: File; previewUrl: string } | null;
}

function BrandForm({
  formId,
  onSubmit,
  busy,
  errorMessage,
}: Pick<AddBrandModalProps, 'onSubmit' | 'errorMessage'> & { formId: string; busy: boolean }) {
  const logoLabelId = useId();
  const logoErrorId = useId();
  const form = useForm<BrandDraft>({
    initialValues: { name: '', description: '', logo: null },
    revalidate: 'change',
    busy,
    validate: (v) => {
      const fieldErrors = {
        ...requiredErrors(v, { name: 'Enter a brand name', description: 'Enter a description' }),
        logo: v.logo ? undefined : 'Choose a logo image',
      };
      const missing = Object.values(fieldErrors).some(Boolean);
      return { fieldErrors, formError: missing ? 'Please fill all the fields' : undefined };
    },
    onSubmit: ({ name, description, logo }) =>
      logo && onSubmit({ name: name.trim(), description: description.trim(), logo: logo.file }),
  });
  const { logo } = form.values;
  const logoError = form.errorOf('logo');

  // The preview is a local object URL; free it when the logo changes or the modal goes away.
  const previewUrl = logo?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  return (
    <Form form={form} id={formId} className={styles.form}>
      <FormSummary form={form} message={errorMessage} />
      {/* Marked invalid like a text field, so a refused Confirm focuses Upload Logo when it is the
          first field missing, and a screen reader hears the reason with the group. */}
      <div
        role="group"
        aria-labelledby={logoLabelId}
        aria-describedby={logoError ? logoErrorId : undefined}
        data-invalid={logoError ? true : undefined}
      >
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
                form.set('logo', { file, previewUrl: URL.createObjectURL(file) });
            }}
          >
            <Button variant="secondary" size="sm" disabled={busy}>
              {logo ? 'Change Logo' : 'Upload Logo'}
            </Button>
          </FileTrigger>
        </div>
        {logoError && (
          <p id={logoErrorId} className={styles.errorText}>
            {logoError}
          </p>
        )}
      </div>
      <TextField label="Brand Name" {...form.field('name')} isDisabled={busy} />
      <TextField label="Description" multiline {...form.field('description')} isDisabled={busy} />
    </Form>
  );
}
