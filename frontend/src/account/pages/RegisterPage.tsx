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
import { useServerMessage } from '../../lib/server-message';
import { wantToaster } from '../../lib/notify';
import { useFormMessage, useT } from '../../i18n/context';
import { RichText } from '../../i18n/rich';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { ACCOUNT_MESSAGES } from '../messages';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

const FIELDS: readonly Path<RegisterFormFields>[] = ['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword', 'terms'];

/**
 * Sign-up (docs/product.md#sign-up, docs/product.md#validation-sign-up): every new account is a reader ('user');
 * success goes to the home page.
 */
export default function RegisterPage() {
  return useAreaMessages(ACCOUNT_MESSAGES) ? <RegisterForm /> : null;
}

function RegisterForm() {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const formMessage = useFormMessage();
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
      toast.error(formMessage(MESSAGES.passwordsDoNotMatch));
      return;
    }
    try {
      await signUp(form);
      toast.success(t('account.registered'));
      navigate('/');
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, t('account.registerFailed'));
    }
  };
  // The submit-time check (docs/product.md#validation-sign-up): a mismatch also shows as a toast.
  const onInvalid = (invalid: FieldErrors<RegisterFormFields>) => {
    if (invalid.confirmPassword?.message === MESSAGES.passwordsDoNotMatch) toast.error(formMessage(MESSAGES.passwordsDoNotMatch));
  };

  return (
    <AuthCard title={t('account.createAccount')} subtitle={t('account.join')}>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label={t('account.createAccount')}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.firstName}>
              <Field.Label>{t('account.firstName')}</Field.Label>
              <Input autoComplete="given-name" {...register('firstName')} />
              <Field.ErrorText color="red.700">{formMessage(errors.firstName?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.lastName}>
              <Field.Label>{t('account.lastName')}</Field.Label>
              <Input autoComplete="family-name" {...register('lastName')} />
              <Field.ErrorText color="red.700">{formMessage(errors.lastName?.message)}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.companyName}>
            <Field.Label>{t('account.company')}</Field.Label>
            <Input autoComplete="organization" {...register('companyName')} />
            <Field.ErrorText color="red.700">{formMessage(errors.companyName?.message)}</Field.ErrorText>
          </Field.Root>
          <EmailField registration={register('email')} error={errors.email?.message} />
          <NewPasswordFields
            label={t('account.password')}
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
                  <AgreeToTerms />
                </CheckboxField>
              )}
            />
            <Field.ErrorText id="terms-error" color="red.700">{formMessage(errors.terms?.message)}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('account.creating')} disabled={isSubmitting}>
            {t('account.create')}
          </Button>
        </Stack>
      </form>
      <Text mt="6" textAlign="center">
        {t('account.haveAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">{t('account.signIn')}</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}

/** 'I agree to the Terms of Use and the Privacy Policy', the two names links, in the language's word order. */
function AgreeToTerms() {
  const link = (to: string) => (text: string) => (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{text}</RouterLink>
    </Link>
  );
  return <RichText id="account.agree" tags={{ terms: link('/terms'), privacy: link('/privacy') }} />;
}
