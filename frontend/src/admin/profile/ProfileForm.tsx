import { Box, Button, Field, Heading, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { displayName, ownProfileSchema, type OwnAccount, type OwnProfileInput } from '@bulletin/contract';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import toast from 'react-hot-toast';
import { api } from '../../lib/api';
import { useServerMessage } from '../../lib/server-message';
import { useFormMessage, useT } from '../../i18n/context';
import { PhotoField } from './PhotoField';
import { PROFILE_FIELDS, profileFormValues, type ProfileFormFields } from './form';

type Props = {
  account: OwnAccount;
  /** The saved account (PUT /auth/me's answer). */
  onSaved: (account: OwnAccount) => void;
};

/**
 * One's own public profile (docs/product.md#author-pages): the name (read-only: an admin changes it), the photo, the
 * biography and the X handle, saved with PUT /auth/me.
 */
export function ProfileForm({ account, onSaved }: Props) {
  const { reportFormFailure } = useServerMessage();
  const t = useT();
  const say = useFormMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormFields, unknown, OwnProfileInput>({
    resolver: zodResolver(ownProfileSchema) as never,
    defaultValues: profileFormValues(account),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await api.put<OwnAccount>('/auth/me', values);
      reset(profileFormValues(saved));
      onSaved(saved);
      toast.success(t('newsroom.profile.saved'));
    } catch (error) {
      reportFormFailure(error, PROFILE_FIELDS, setError, t('newsroom.profile.saveFailed'));
    }
  });

  return (
    <Box as="section" aria-labelledby="profile-form-heading" borderWidth="1px" rounded="lg" p="4" bg="bg" maxW="2xl">
      <Heading as="h2" id="profile-form-heading" size="lg" mb="1">
        {t('newsroom.profile.public')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('newsroom.profile.intro')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="profile-form-heading">
        <Stack gap="5">
          <Field.Root readOnly>
            <Field.Label>{t('newsroom.profile.name')}</Field.Label>
            <Input value={displayName(account)} readOnly />
            <Field.HelperText>{t('newsroom.profile.nameHelp')}</Field.HelperText>
          </Field.Root>
          <Controller
            control={control}
            name="avatar"
            render={({ field }) => <PhotoField value={field.value} onChange={field.onChange} error={say(errors.avatar?.message)} />}
          />
          <Field.Root invalid={!!errors.bio}>
            <Field.Label>{t('newsroom.profile.bio')}</Field.Label>
            <Textarea rows={5} {...register('bio')} />
            {errors.bio ? (
              <Field.ErrorText color="red.700">{say(errors.bio.message)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('newsroom.profile.bioHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.xHandle}>
            <Field.Label>{t('newsroom.profile.xHandle')}</Field.Label>
            <Input autoComplete="off" placeholder="@name" {...register('xHandle')} />
            {errors.xHandle ? (
              <Field.ErrorText color="red.700">{say(errors.xHandle.message)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('newsroom.profile.xHandleHelp')}</Field.HelperText>
            )}
          </Field.Root>
          {account.slug && (
            <Box>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={`/author/${encodeURIComponent(account.slug)}`}>{t('newsroom.profile.viewPage')}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {t('newsroom.profile.viewPageHelp')}
              </Text>
            </Box>
          )}
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('newsroom.saving')}>
              {t('newsroom.profile.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
