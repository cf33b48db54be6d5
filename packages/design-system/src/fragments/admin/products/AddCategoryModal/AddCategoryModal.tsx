import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { Select } from '../../../../components/Select';
import { TextField } from '../../../../components/TextField';
import { categoryLabel, type AdminCategory } from '../types';
import * as styles from './AddCategoryModal.css';
import { FormAlert } from '../../../../components/FormAlert';

/** What Confirm sends: the API's category input. */
export interface AddCategoryValues {
  name: string;
  /** null for a top-level category. */
  parentCategoryId: number | null;
}

export interface AddCategoryModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called with `false` on Go Back, Escape or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** Existing categories, offered as the parent. */
  categories: AdminCategory[];
  /** Called with the new category once its name is filled in. */
  onSubmit: (values: AddCategoryValues) => void;
  /** Saving is running: Confirm is busy. */
  busy?: boolean;
  /** Message when saving failed, e.g. the name is taken. */
  errorMessage?: string;
}

const NO_PARENT = 'none';

/** 'Add Category' modal of the product form: a name and an optional parent category. */
export function AddCategoryModal({
  isOpen,
  onOpenChange,
  categories,
  onSubmit,
  busy = false,
  errorMessage,
}: AddCategoryModalProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [parent, setParent] = useState(NO_PARENT);
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setName('');
      setParent(NO_PARENT);
      setAttempted(false);
    }
  }
  const nameMissing = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (nameMissing) return;
    onSubmit({ name: name.trim(), parentCategoryId: parent === NO_PARENT ? null : Number(parent) });
  };

  const summary = errorMessage ?? (attempted && nameMissing ? 'Please fill all the fields' : undefined);
  return (
    <Modal
      title="Add Category"
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
        <TextField
          label="Category Name"
          value={name}
          onChange={setName}
          errorMessage={attempted && nameMissing ? 'Enter a category name' : undefined}
          isDisabled={busy}
        />
        <Select
          label="Parent Category"
          options={[
            { id: NO_PARENT, label: 'None (top level)' },
            ...categories.map((c) => ({ id: String(c.categoryId), label: categoryLabel(c, categories) })),
          ]}
          selectedKey={parent}
          onSelectionChange={setParent}
          isDisabled={busy}
        />
      </form>
    </Modal>
  );
}
