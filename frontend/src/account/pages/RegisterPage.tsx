import { Button, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@bulletin/contract';
import { useSession } from '../../session';
import { AuthCard } from '../AuthCard';
import { EmailField, NewPasswordFields } from '../fields';
import { CheckboxField } from '../CheckboxField';
import { registerFormSchema, type RegisterFormFields, type RegisterFormOutput } from '../forms';
import { reportFormFailure } from '../../lib/server-message';
import { wantToaster } from '../../lib/notify';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

const FIELDS: readonly Path<RegisterFormFields>[] = ['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword', 'terms'];

/**
 * Sign-up (docs/product.md#sign-up, docs/product.md#validation-sign-up): every new account is a reader ('user');
 * success goes to the home page.
 */
export default function RegisterPage() {
  const { register: signUp } = useSession();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormFields, unknown, RegisterFormOutput>({
    // The schema insists on terms === true; the form starts unticked.
    resolver: zodResolver(registerFormSchema) as never,
    defaultValues: { firstName: '', lastName: '', companyName: '', email: '', password: '', confirmPassword: '', terms: false },
  });

  const onValid = async (form: RegisterFormOutput) => {
    if (form.password !== form.confirmPassword) {
      toast.error(MESSAGES.passwordsDoNotMatch);
      return;
    }
    try {
      await signUp(form);
      toast.success('Registration successful! Welcome to Bulletin.');
      navigate('/');
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, 'Registration failed. Please try again.');
    }
  };
  // The submit-time check (docs/product.md#validation-sign-up): a mismatch also shows as a toast.
  const onInvalid = (invalid: FieldErrors<RegisterFormFields>) => {
    if (invalid.confirmPassword?.message === MESSAGES.passwordsDoNotMatch) toast.error(MESSAGES.passwordsDoNotMatch);
  };

  return (
    <AuthCard title="Create an account" subtitle="Join Bulletin to comment and follow the stories you care about.">
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Create an account">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.firstName}>
              <Field.Label>First name</Field.Label>
              <Input autoComplete="given-name" {...register('firstName')} />
              <Field.ErrorText color="red.700">{errors.firstName?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.lastName}>
              <Field.Label>Last name</Field.Label>
              <Input autoComplete="family-name" {...register('lastName')} />
              <Field.ErrorText color="red.700">{errors.lastName?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.companyName}>
            <Field.Label>Company name (optional)</Field.Label>
            <Input autoComplete="organization" {...register('companyName')} />
            <Field.ErrorText color="red.700">{errors.companyName?.message}</Field.ErrorText>
          </Field.Root>
          <EmailField registration={register('email')} error={errors.email?.message} />
          <NewPasswordFields
            label="Password"
            password={{ registration: register('password'), error: errors.password?.message }}
            confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          <Field.Root invalid={!!errors.terms}>
            <Controller
              control={control}
              name="terms"
              render={({ field }) => (
                <CheckboxField
                  checked={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors.terms}
                  describedBy={errors.terms ? 'terms-error' : undefined}
                >
                  I agree to the{' '}
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to="/terms">Terms of Use</RouterLink>
                  </Link>{' '}
                  and the{' '}
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to="/privacy">Privacy Policy</RouterLink>
                  </Link>
                </CheckboxField>
              )}
            />
            <Field.ErrorText id="terms-error" color="red.700">{errors.terms?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Creating account..." disabled={isSubmitting}>
            Create account
          </Button>
        </Stack>
      </form>
      <Text mt="6" textAlign="center">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">Sign in</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
