import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Password" defaultValue="hunter2" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
