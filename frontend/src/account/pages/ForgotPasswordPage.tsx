import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../lib/api';
import { useServerMessage } from '../../lib/server-message';
import { wantToaster } from '../../lib/notify';
import { AuthCard } from '../AuthCard';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useFormMessage, useLocale, useT } from '../../i18n/context';
import { ACCOUNT_MESSAGES } from '../messages';
import { EmailField } from '../fields';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../forms';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

const FIELDS: readonly Path<ForgotPasswordFormValues>[] = ['email'];

/**
 * Forgot password (docs/product.md#password-reset): the server answers the same for every address, and that answer
 * is what the reader sees.
 */
export default function ForgotPasswordPage() {
  // Its fields' labels and messages come from the account catalog, in the page's language.
  return useAreaMessages(ACCOUNT_MESSAGES) ? <ForgotPasswordForm /> : null;
}

function ForgotPasswordForm() {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const say = useFormMessage();
  // The e-mail is written in the language the page is read in.
  const language = useLocale();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const { message } = await api.post<{ message: string }>('/auth/forgot-password', { ...form, language });
      // The server's answer, in the page's language (the account catalog has it under its English words).
      setSent(say(message));
      toast.success(say(message));
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, t('account.sendFailed'));
    }
  });

  return (
    <AuthCard title={t('account.forgotTitle')} subtitle={t('account.forgotSubtitle')}>
      {sent ? (
        <Text role="status" mb="4">
          {sent}
        </Text>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('account.forgotTitle')}>
          <Stack gap="4">
            <EmailField registration={register('email')} error={errors.email?.message} />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('account.sending')} disabled={isSubmitting}>
              {t('account.sendLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Text mt="6" textAlign="center">
        {t('account.remembered')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">{t('account.signIn')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
