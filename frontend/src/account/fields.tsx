import { Field, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFormMessage, useT } from '../i18n/context';
import { PasswordInput } from './PasswordInput';

/**
 * The account forms' fields, each with its label and its error, in the page's language (the account catalog:
 * the screens using them load it first) (docs/product.md#validation-sign-up).
 */
type FieldProps = { registration: UseFormRegisterReturn; error?: string };

export function EmailField({ registration, error }: FieldProps) {
  const t = useT();
  const formMessage = useFormMessage();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t('account.email')}</Field.Label>
      <Input type="email" autoComplete="email" placeholder="you@example.com" {...registration} />
      <Field.ErrorText color="red.700">{formMessage(error)}</Field.ErrorText>
    </Field.Root>
  );
}

/** A new password and its confirmation (sign-up, a reset), with the rule said under the first until it is broken. */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: FieldProps; confirm: FieldProps }) {
  const t = useT();
  const formMessage = useFormMessage();
  return (
    <>
      <Field.Root invalid={!!password.error}>
        <Field.Label>{label}</Field.Label>
        <PasswordInput toggleLabels={[t('account.showPassword'), t('account.hidePassword')]} autoComplete="new-password" {...password.registration} />
        {password.error ? (
          <Field.ErrorText color="red.700">{formMessage(password.error)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('account.passwordHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={!!confirm.error}>
        <Field.Label>{t('account.confirmPassword')}</Field.Label>
        <PasswordInput toggleLabels={[t('account.showConfirm'), t('account.hideConfirm')]} autoComplete="new-password" {...confirm.registration} />
        <Field.ErrorText color="red.700">{formMessage(confirm.error)}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
