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
import { serverMessage } from '../../lib/server-message';
import { SocialSignIn } from '../SocialSignIn';
import { wantToaster } from '../../lib/notify';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

/**
 * Sign-in (docs/product.md#sign-in, docs/product.md#validation-sign-in): back to the page that sent the visitor here,
 * default /admin.
 */
export default function LoginPage() {
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
      toast.success('Login successful!');
      navigate(redirectTarget(search, location.state), { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? serverMessage(error, 'Login failed') : 'An unexpected error occurred');
    }
  });

  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Bulletin.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="4">
          <EmailField registration={register('email')} error={errors.email?.message} />
          <Field.Root invalid={!!errors.password}>
            <Field.Label>Password</Field.Label>
            <PasswordInput toggleLabel="password" autoComplete="current-password" {...register('password')} />
            <Field.ErrorText color="red.700">{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <CheckboxField checked={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                  Remember me
                </CheckboxField>
              )}
            />
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/forgot-password">Forgot password?</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in..." disabled={isSubmitting}>
            Sign in
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
      <Text mt="6" textAlign="center">
        Don&apos;t have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/register">Create an account</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
