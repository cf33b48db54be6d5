import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('reports typed text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ana');
    expect(onChange).toHaveBeenLastCalledWith('Ana');
  });

  it('marks the field invalid and describes it with the error', () => {
    render(<TextField label="Email" errorMessage="Please fill all the fields" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill all the fields');
  });

  it('renders a text area when multiline', () => {
    render(<TextField label="Message" multiline />);
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });
});
