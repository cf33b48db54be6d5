import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { Form, FormSummary, useForm } from '../../../../components/Form';
import { Modal } from '../../../../components/Modal';
import { TextField } from '../../../../components/TextField';
import type { AdminOrderStatusChange } from '../adminOrderTypes';
import * as styles from './AdminOrderDetail.css';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A delivery date a week after `now` (local calendar day, YYYY-MM-DD): an example never in the past. */
export function exampleDeliveryDate(now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export interface AdminOrderDetailShipDialogProps {
  orderId: number;
  isOpen: boolean;
  busy: boolean;
  errorMessage?: string;
  /** Tracking id and date typed so far, for previews. */
  initialTrackingId?: string;
  /** Show the field errors at once (a preview of a refused submit). */
  initiallyValidated?: boolean;
  onSubmit: (change: AdminOrderStatusChange) => void;
  onCancel: () => void;
  /** The example date shown in the field and its error (previews fix it); a week from today. */
  exampleDate?: string;
}

/** Asks for the tracking id (required) and the expected delivery date before marking as shipped. */
export function AdminOrderDetailShipDialog({
  orderId,
  isOpen,
  busy,
  errorMessage,
  initialTrackingId = '',
  initiallyValidated = false,
  onSubmit,
  onCancel,
  exampleDate: fixedExample,
}: AdminOrderDetailShipDialogProps) {
  // The example was a fixed day that had passed; today's is computed once per dialog.
  const [exampleDate] = useState(() => fixedExample ?? exampleDeliveryDate());
  const form = useForm({
    initialValues: { trackingId: initialTrackingId, deliveryDate: '' },
    revalidate: 'change',
    initiallySubmitted: initiallyValidated,
    busy,
    validate: ({ trackingId, deliveryDate }) => ({
      trackingId: trackingId.trim() === '' ? 'Enter the tracking id' : undefined,
      deliveryDate:
        deliveryDate.trim() !== '' && !isCalendarDay(deliveryDate.trim())
          ? `Enter the date as YYYY-MM-DD, e.g. ${exampleDate}`
          : undefined,
    }),
    onSubmit: ({ trackingId, deliveryDate }) =>
      onSubmit({
        status: 'Shipped',
        trackingId: trackingId.trim(),
        ...(deliveryDate.trim() ? { expectedDeliveryDate: deliveryDate.trim() } : {}),
      }),
  });
  const formId = `ship-order-${orderId}`;

  return (
    <Modal
      title={`Mark Order #${orderId} as Shipped`}
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onPress={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Saving...">
            Mark as Shipped
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} className={styles.dialogForm}>
        <FormSummary form={form} message={errorMessage} />
        <TextField label="Tracking Id" isRequired {...form.field('trackingId')} />
        <TextField
          label="Expected Delivery Date (optional)"
          description="YYYY-MM-DD"
          placeholder={exampleDate}
          {...form.field('deliveryDate')}
        />
      </Form>
    </Modal>
  );
}
