import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@bulletin/contract';
import { useSession } from '../../session';
import { useServerMessage } from '../../lib/server-message';
import { wantToaster } from '../../lib/notify';
import { AuthCard } from '../AuthCard';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useFormMessage, useT } from '../../i18n/context';
import { ACCOUNT_MESSAGES } from '../messages';
import { NewPasswordFields } from '../fields';
import { resetPasswordFormSchema, type ResetPasswordFormOutput, type ResetPasswordFormValues } from '../forms';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

const FIELDS: readonly Path<ResetPasswordFormValues>[] = ['password', 'confirmPassword'];

/**
 * A new password from a reset link (docs/product.md#password-reset): the token comes from the address; success
 * signs the reader in and goes to the home page.
 */
export default function ResetPasswordPage() {
  // Its fields' labels and messages come from the account catalog, in the page's language.
  return useAreaMessages(ACCOUNT_MESSAGES) ? <ResetPasswordForm /> : null;
}

function ResetPasswordForm() {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const say = useFormMessage();
  const { resetPassword } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordFormOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await resetPassword(form.token, form.password);
      toast.success(t('account.passwordChanged'));
      navigate('/', { replace: true });
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, t('account.resetFailed'));
    }
  });

  return (
    <AuthCard title={t('account.resetTitle')} subtitle={t('account.resetSubtitle')}>
      {token ? (
        <form onSubmit={onSubmit} noValidate aria-label={t('account.resetTitle')}>
          <Stack gap="4">
            <NewPasswordFields
              label={t('account.newPassword')}
              password={{ registration: register('password'), error: errors.password?.message }}
              confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
            />
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('account.saving')} disabled={isSubmitting}>
              {t('account.setPassword')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text role="alert">{say(MESSAGES.resetLinkInvalid)}</Text>
      )}
      <Text mt="6" textAlign="center">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/forgot-password">{t('account.askNewLink')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
