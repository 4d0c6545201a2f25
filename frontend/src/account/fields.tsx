import { Field, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordInput } from './PasswordInput';

/** The account forms' fields, each with its label and its error (docs/product.md#validation-sign-up). */
type FieldProps = { registration: UseFormRegisterReturn; error?: string };

export function EmailField({ registration, error }: FieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Email</Field.Label>
      <Input type="email" autoComplete="email" placeholder="you@example.com" {...registration} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A new password and its confirmation (sign-up, a reset), with the rule said under the first until it is broken. */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: FieldProps; confirm: FieldProps }) {
  return (
    <>
      <Field.Root invalid={!!password.error}>
        <Field.Label>{label}</Field.Label>
        <PasswordInput toggleLabel="password" autoComplete="new-password" {...password.registration} />
        {password.error ? (
          <Field.ErrorText color="red.700">{password.error}</Field.ErrorText>
        ) : (
          <Field.HelperText>At least 8 characters, with an uppercase letter, a lowercase letter and a number.</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={!!confirm.error}>
        <Field.Label>Confirm password</Field.Label>
        <PasswordInput toggleLabel="confirm password" autoComplete="new-password" {...confirm.registration} />
        <Field.ErrorText color="red.700">{confirm.error}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
