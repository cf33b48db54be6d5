import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Form, FormSummary } from './Form';
import { emailError, requiredErrors } from './formRules';
import { useForm, type FieldErrors, type FormRevalidation } from './useForm';

interface Values {
  name: string;
  email: string;
  size: string;
}

function Example({
  onSubmit = () => {},
  serverErrors,
  revalidate,
  initialValues = { name: '', email: '', size: '' },
  initiallySubmitted,
}: {
  onSubmit?: (values: Values) => void;
  serverErrors?: FieldErrors<keyof Values>;
  revalidate?: FormRevalidation;
  initialValues?: Values;
  initiallySubmitted?: boolean;
}) {
  const form = useForm({
    initialValues,
    serverErrors,
    revalidate,
    initiallySubmitted,
    onSubmit,
    validate: (v) => {
      const fieldErrors = {
        ...requiredErrors(v, { name: 'Enter your name', size: 'Choose a size' }),
        email: emailError(v.email),
      };
      return {
        fieldErrors,
        formError: Object.values(fieldErrors).some(Boolean) ? 'Check the fields' : undefined,
      };
    },
  });
  return (
    <Form form={form} aria-label="Example">
      <FormSummary form={form} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="E-mail" {...form.field('email')} />
      <Select
        label="Size"
        options={[{ id: 's', label: 'Small' }]}
        selectedKey={form.values.size || null}
        onSelectionChange={(id) => form.set('size', id)}
        errorMessage={form.errorOf('size')}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe('useForm', () => {
  it('on a refused submit shows the summary and the messages, and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} initialValues={{ name: 'Ana', email: 'nope', size: '' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(email).toHaveFocus();
    expect(screen.getByText('Choose a size')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses a field other than a text box (the trigger of a Select)', async () => {
    render(<Example initialValues={{ name: 'Ana', email: 'ana@example.com', size: '' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: /Size/ })).toHaveFocus();
  });

  it('hands over the values once the rules find nothing', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} initialValues={{ name: '', email: 'ana@example.com', size: 's' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', size: 's' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("by default a field's message goes when that field is edited", async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
  });

  it("with revalidate 'submit' the messages stay until the next submit", async () => {
    render(<Example revalidate="submit" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
  });

  it("with revalidate 'change' a message comes back when the field is emptied again", async () => {
    render(<Example revalidate="change" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'A');
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    await userEvent.clear(name);
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
  });

  it('puts server messages on their fields, focuses the first, and drops one when its field is edited', async () => {
    const { rerender } = render(<Example />);
    rerender(<Example serverErrors={{ email: 'This e-mail is already registered', name: undefined }} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('This e-mail is already registered');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('This e-mail is already registered');
    // A new answer shows its messages again (the app clears them while sending).
    rerender(<Example serverErrors={{}} />);
    rerender(<Example serverErrors={{ email: 'This e-mail is already registered' }} />);
    expect(email).toHaveAccessibleDescription('This e-mail is already registered');
  });

  it('keeps what was typed when the starting values change, and takes the changed ones', async () => {
    const { rerender } = render(<Example initialValues={{ name: '', email: '', size: '' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    rerender(<Example initialValues={{ name: '', email: 'ana@example.com', size: '' }} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.com');
  });

  it('shows the messages from the start when asked (a preview of a refused submit), without taking the focus', () => {
    render(<Example initiallySubmitted initialValues={{ name: 'Ana', email: '', size: 's' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter your e-mail address',
    );
    expect(document.body).toHaveFocus();
  });
});
