import { Button, Field, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session';
import { AuthCard } from '../AuthCard';
import { EmailField } from '../fields';
import { CheckboxField } from '../CheckboxField';
import { loginFormSchema, redirectTarget, type LoginFormOutput, type LoginFormValues } from '../forms';
import { PasswordInput } from '../PasswordInput';
import { useServerMessage } from '../../lib/server-message';
import { SocialSignIn } from '../SocialSignIn';
import { wantToaster } from '../../lib/notify';
import { useFormMessage, useT } from '../../i18n/context';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { ACCOUNT_MESSAGES } from '../messages';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

/**
 * Sign-in (docs/product.md#sign-in, docs/product.md#validation-sign-in): back to the page that sent the visitor here,
 * default /admin.
 */
export default function LoginPage() {
  return useAreaMessages(ACCOUNT_MESSAGES) ? <LoginForm /> : null;
}

function LoginForm() {
  const { serverMessage } = useServerMessage();
  const t = useT();
  const formMessage = useFormMessage();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      await login(email, password, remember);
      toast.success(t('account.loginSuccess'));
      navigate(redirectTarget(search, location.state), { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? serverMessage(error, t('account.loginFailed')) : t('account.unexpected'));
    }
  });

  return (
    <AuthCard title={t('account.signIn')} subtitle={t('account.welcomeBack')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('account.signIn')}>
        <Stack gap="4">
          <EmailField registration={register('email')} error={errors.email?.message} />
          <Field.Root invalid={!!errors.password}>
            <Field.Label>{t('account.password')}</Field.Label>
            <PasswordInput toggleLabels={[t('account.showPassword'), t('account.hidePassword')]} autoComplete="current-password" {...register('password')} />
            <Field.ErrorText color="red.700">{formMessage(errors.password?.message)}</Field.ErrorText>
          </Field.Root>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <CheckboxField checked={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                  {t('account.remember')}
                </CheckboxField>
              )}
            />
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/forgot-password">{t('account.forgot')}</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('account.signingIn')} disabled={isSubmitting}>
            {t('account.signIn')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
      <Text mt="6" textAlign="center">
        {t('account.noAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/register">{t('account.createAccount')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
