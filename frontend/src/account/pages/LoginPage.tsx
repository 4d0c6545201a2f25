import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@schemas';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Placeholder } from '../../frame/Placeholder';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session';

/**
 * A minimal working sign-in (placeholder for SPEC §2's screen). It shows the form conventions: the
 * server's own schema from '@schemas' through zodResolver, `useSession().login`, toasts.
 * "Remember me" is a browser-only choice, so it extends the shared schema here.
 */
const schema = loginSchema.extend({ remember: z.boolean() });
type Values = z.input<typeof schema>;

export default function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', remember: false } });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      await login(email, password, remember);
      toast.success('Login successful!');
      navigate(search.get('redirect') || '/admin', { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message || 'Login failed' : 'An unexpected error occurred');
    }
  });

  return (
    <Placeholder title="Sign in">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4" maxW="sm">
        <Field.Root invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <label>
          <input type="checkbox" {...register('remember')} /> Remember me
        </label>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={isSubmitting}>
          Sign in
          </Button>
        </Stack>
      </form>
    </Placeholder>
  );
}
