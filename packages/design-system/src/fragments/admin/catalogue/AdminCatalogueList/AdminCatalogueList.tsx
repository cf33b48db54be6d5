import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { Form, FormSummary, requiredErrors, useForm } from '../../../../components/Form';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { Menu } from '../../../../components/Menu';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import * as styles from './AdminCatalogueList.css';

/** What the list holds: the product categories or the brands. */
export const adminCatalogueKinds = ['category', 'brand'] as const;
export type AdminCatalogueKind = (typeof adminCatalogueKinds)[number];

/** One category or brand. */
export interface AdminCatalogueEntry {
  id: number;
  name: string;
  /** A second line: the parent category, or the brand's description. */
  note?: string;
}

export type AdminCatalogueAction = 'rename' | 'delete';

const words = {
  category: { title: 'Categories', one: 'category', One: 'Category' },
  brand: { title: 'Brands', one: 'brand', One: 'Brand' },
} as const;

export interface AdminCatalogueListProps {
  kind: AdminCatalogueKind;
  /** Every category or brand, in the order to show. */
  entries: AdminCatalogueEntry[];
  /** Rename this entry (the name is trimmed and not empty). */
  onRename: (entry: AdminCatalogueEntry, name: string) => void;
  /** Delete this entry (after the admin confirmed). */
  onDelete: (entry: AdminCatalogueEntry) => void;
  /** Id of the entry whose rename or delete is running. */
  pendingId?: number;
  /** Why the last rename or delete failed (shown in the open dialog), e.g. '2 products use it'. */
  actionError?: string;
  /** The list is loading: placeholder rows are shown. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  /** Try loading again (shown with the error). */
  onRetry?: () => void;
  /** Heading level of the title (2 when the page already has an h1). */
  headingLevel?: 1 | 2;
  /** Leave the heading out when the admin header above already names the screen. */
  showHeading?: boolean;
  /** A dialog open at first (previews). */
  defaultAction?: { id: number; action: AdminCatalogueAction };
}

/**
 * The admin's list of categories or brands, each with Rename and Delete. A dialog closes by
 * itself once the list shows the change (the new name, or the entry gone); a refusal, such as
 * products still using the entry, stays in the dialog.
 */
export function AdminCatalogueList({
  kind,
  entries,
  onRename,
  onDelete,
  pendingId,
  actionError,
  loading = false,
  error,
  onRetry,
  headingLevel = 1,
  showHeading = true,
  defaultAction,
}: AdminCatalogueListProps) {
  const w = words[kind];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [action, setAction] = useState<{ id: number; action: AdminCatalogueAction } | null>(
    defaultAction ?? null,
  );
  const [submittedName, setSubmittedName] = useState<string>();
  const entry = action ? entries.find((e) => e.id === action.id) : undefined;
  const renamed = entry !== undefined && submittedName !== undefined && entry.name === submittedName;
  const renaming = action?.action === 'rename' && entry !== undefined && !renamed;
  const deleting = action?.action === 'delete' && entry !== undefined;
  const busy = entry !== undefined && pendingId === entry.id;

  const open = (id: number, next: AdminCatalogueAction) => {
    setAction({ id, action: next });
    setSubmittedName(undefined);
  };
  const close = () => setAction(null);

  const columns: DataTableColumn<AdminCatalogueEntry>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (e) => (
        <span className={styles.name}>
          {e.name}
          {e.note && <span className={styles.note}>{e.note}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      textValue: 'Actions',
      align: 'end',
      cell: (e) => (
        <Menu
          label="Edit"
          aria-label={`Edit ${e.name}`}
          // The menu is the row's last cell: the list opens leftwards, inside the table.
          align="end"
          items={[
            { id: 'rename', label: `Rename ${w.One}`, isDisabled: pendingId === e.id },
            { id: 'delete', label: `Delete ${w.One}`, isDisabled: pendingId === e.id },
          ]}
          onAction={(id) => open(e.id, id as AdminCatalogueAction)}
        />
      ),
    },
  ];

  const formId = `rename-${kind}-form`;
  return (
    <div className={styles.root}>
      {showHeading && <Heading className={styles.heading}>{w.title}</Heading>}
      <DataTable
        aria-label={w.title}
        columns={columns}
        rows={entries}
        getRowId={(e) => e.id}
        emptyText={`No ${w.title.toLowerCase()} yet`}
        isLoading={loading}
        error={error}
        onRetry={onRetry}
      />
      <Modal
        title={`Rename ${w.One}`}
        isOpen={renaming}
        onOpenChange={(isOpen) => !isOpen && close()}
        isDismissable={!busy}
        actions={(dismiss) => (
          <>
            <Button variant="secondary" onPress={dismiss} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
              Save
            </Button>
          </>
        )}
      >
        {/* Inside the modal: each opening starts from the entry's name. */}
        {entry && (
          <RenameForm
            formId={formId}
            kind={kind}
            name={entry.name}
            busy={busy}
            actionError={actionError}
            onRename={(name) => {
              setSubmittedName(name);
              onRename(entry, name);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={deleting}
        title={`Delete This ${w.One}?`}
        message={entry && `"${entry.name}" will be removed. This cannot be undone.`}
        confirmLabel={`Delete ${w.One}`}
        tone="critical"
        busy={busy}
        busyLabel="Deleting..."
        errorMessage={actionError}
        onConfirm={() => entry && !busy && onDelete(entry)}
        onCancel={close}
      />
    </div>
  );
}

function RenameForm({
  formId,
  kind,
  name,
  busy,
  actionError,
  onRename,
}: {
  formId: string;
  kind: AdminCatalogueKind;
  name: string;
  busy: boolean;
  actionError?: string;
  onRename: (name: string) => void;
}) {
  const w = words[kind];
  const form = useForm({
    initialValues: { name },
    revalidate: 'change',
    busy,
    validate: (v) => requiredErrors(v, { name: `Enter a ${w.one} name` }),
    onSubmit: (v) => onRename(v.name.trim()),
  });
  return (
    <Form form={form} id={formId} className={styles.form}>
      <FormSummary form={form} message={actionError} />
      <TextField label={`${w.One} Name`} {...form.field('name')} isDisabled={busy} />
    </Form>
  );
}
