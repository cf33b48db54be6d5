import { useId } from 'react';
import { Button } from '../../../../components/Button';
import { Form, FormSummary, requiredErrors, useForm } from '../../../../components/Form';
import { Modal } from '../../../../components/Modal';
import { Select } from '../../../../components/Select';
import { TextField } from '../../../../components/TextField';
import { categoryLabel, type AdminCategory } from '../types';
import * as styles from './AddCategoryModal.css';

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
export function AddCategoryModal({ isOpen, onOpenChange, busy = false, ...form }: AddCategoryModalProps) {
  const formId = useId();
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
      {/* Inside the modal: every opening starts with empty fields. */}
      <CategoryForm formId={formId} busy={busy} {...form} />
    </Modal>
  );
}

function CategoryForm({
  formId,
  categories,
  onSubmit,
  busy,
  errorMessage,
}: Pick<AddCategoryModalProps, 'categories' | 'onSubmit' | 'errorMessage'> & {
  formId: string;
  busy: boolean;
}) {
  const form = useForm({
    initialValues: { name: '', parent: NO_PARENT },
    revalidate: 'change',
    busy,
    validate: (v) => {
      const fieldErrors = requiredErrors(v, { name: 'Enter a category name' });
      return { fieldErrors, formError: fieldErrors.name ? 'Please fill all the fields' : undefined };
    },
    onSubmit: ({ name, parent }) =>
      onSubmit({ name: name.trim(), parentCategoryId: parent === NO_PARENT ? null : Number(parent) }),
  });
  return (
    <Form form={form} id={formId} className={styles.form}>
      <FormSummary form={form} message={errorMessage} />
      <TextField label="Category Name" {...form.field('name')} isDisabled={busy} />
      <Select
        label="Parent Category"
        options={[
          { id: NO_PARENT, label: 'None (top level)' },
          ...categories.map((c) => ({ id: String(c.categoryId), label: categoryLabel(c, categories) })),
        ]}
        selectedKey={form.values.parent}
        onSelectionChange={(id) => form.set('parent', id)}
        isDisabled={busy}
      />
    </Form>
  );
}
