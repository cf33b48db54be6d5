import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  it('shows title and body when open and reports a close on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Password Reset" isOpen onOpenChange={onOpenChange}>
        Your password has been reset.
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Password Reset' })).toHaveTextContent(
      'Your password has been reset.',
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes from the close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="View More" isOpen onOpenChange={onOpenChange}>
        Text
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores Escape when not dismissable', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Required" isOpen isDismissable={false} onOpenChange={onOpenChange}>
        Text
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
