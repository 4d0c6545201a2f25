import { Box, Button, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES } from '@bulletin/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useServerMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import type { User } from '../../session';
import { useFormMessage, useT } from '../../i18n/context';
import { roleLabel } from '../labels';
import { refreshUsers } from '../refresh';
import { userFormSchema, userFormValues, type UserFormFields, type UserFormOutput } from './form';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'role', 'bio'] as const;

type Props = {
  /** null: create a new account */
  editing: User | null;
  /** The signed-in admin: they cannot change their own role. */
  currentUserId: string;
  onDone: () => void;
};

/**
 * The side form (docs/product.md#users-screen): create (POST /auth/register with the admin's token) or edit one
 * account.
 */
export function UserForm({ editing, currentUserId, onDone }: Props) {
  const { reportFormFailure } = useServerMessage();
  const self = editing?._id === currentUserId;
  const t = useT();
  // The contract's validation messages, in the page's language where the catalogs have them.
  const say = useFormMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UserFormFields, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema(editing ? 'edit' : 'create')) as never,
    defaultValues: userFormValues(editing),
  });
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) {
        await api.put(`/users/${editing._id}`, values);
        toast.success(t('newsroom.users.updated'));
      } else {
        await api.post('/auth/register', values);
        toast.success(t('newsroom.users.created'));
      }
      await refreshUsers();
      onDone();
    } catch (error) {
      reportFormFailure(error, FIELDS, setError, t(editing ? 'newsroom.users.updateFailed' : 'newsroom.users.createFailed'));
    }
  });

  return (
    <Box as="section" aria-labelledby="user-form-heading" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h2" id="user-form-heading" size="lg" mb="4">
        {t(editing ? 'newsroom.users.edit' : 'newsroom.users.new')}
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-labelledby="user-form-heading">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 1, xl: 2 }} gap="4">
            <Field.Root invalid={!!errors.firstName} required>
              <Field.Label>
                {t('newsroom.users.firstName')} <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="off" {...register('firstName')} />
              <Field.ErrorText color="red.700">{say(errors.firstName?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.lastName} required>
              <Field.Label>
                {t('newsroom.users.lastName')} <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="off" {...register('lastName')} />
              <Field.ErrorText color="red.700">{say(errors.lastName?.message)}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>
              {t('newsroom.users.email')} <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="off" {...register('email')} />
            <Field.ErrorText color="red.700">{say(errors.email?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.role} required disabled={self}>
            <Field.Label>
              {t('newsroom.users.role')} <Field.RequiredIndicator />
            </Field.Label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <NativeSelect.Root disabled={self}>
                  <NativeSelect.Field
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    <option value="">{t('newsroom.users.selectRole')}</option>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(t, role)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
            {self && <Field.HelperText>{t('newsroom.users.cannotChangeOwnRole')}</Field.HelperText>}
            <Field.ErrorText color="red.700">{say(errors.role?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required={!editing}>
            <Field.Label>
              {t('newsroom.users.password')} {!editing && <Field.RequiredIndicator />}
            </Field.Label>
            <Input type="password" autoComplete="new-password" {...register('password')} />
            {errors.password ? (
              <Field.ErrorText color="red.700">{say(errors.password.message)}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {t(editing ? 'newsroom.users.keepPassword' : 'newsroom.users.passwordHelp')}
              </Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.bio}>
            <Field.Label>{t('newsroom.users.bio')}</Field.Label>
            <Textarea rows={3} {...register('bio')} />
            <Field.ErrorText color="red.700">{say(errors.bio?.message)}</Field.ErrorText>
          </Field.Root>
          <HStack gap="3" justify="flex-end">
            <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
              {t('newsroom.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('newsroom.saving')}>
              {t(editing ? 'newsroom.users.update' : 'newsroom.users.create')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
