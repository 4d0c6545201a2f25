import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ImageFocus } from '@bulletin/contract';
import { EditorSection } from './EditorSection';
import { ImagePicker } from './ImagePicker';
import { ImageThumb } from './ImageThumb';
import { useT } from '../../i18n/context';

type FeaturedProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  focus: ImageFocus | null;
  onFocus: (focus: ImageFocus | null) => void;
};

/**
 * Featured Image: one image, removable; recommended size 1200x800; a click on it places its focal point, which a
 * new image resets (docs/product.md#article-editor, docs/product.md#images).
 */
export function FeaturedImageField({ value, onChange, focus, onFocus }: FeaturedProps) {
  const pick = (image: string | null) => {
    onChange(image);
    onFocus(null);
  };
  const t = useT();
  return (
    <EditorSection title={t('newsroom.editor.featuredImage')}>
      <Stack gap="3">
        {value ? (
          <ImageThumb
            src={value}
            alt={t('newsroom.editor.featuredPreview')}
            removeLabel={t('newsroom.editor.removeFeatured')}
            onRemove={() => pick(null)}
            width={360}
            height={240}
            focus={focus}
            onFocus={onFocus}
            focusLabel={t('newsroom.editor.focusSet')}
          />
        ) : null}
        <ImagePicker label={t(value ? 'newsroom.editor.replaceFeatured' : 'newsroom.editor.uploadFeatured')} onPick={([first]) => pick(first ?? null)} />
        <Text fontSize="sm" color="fg.muted">
          {t('newsroom.editor.recommendedSize')}
          {value ? ` ${t('newsroom.editor.focusHelp')}` : null}
        </Text>
      </Stack>
    </EditorSection>
  );
}

/** Additional Images: any number, each removable. */
export function AdditionalImagesField({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const t = useT();
  return (
    <EditorSection title={t('newsroom.editor.additionalImages')}>
      <Stack gap="3">
        {value.length > 0 ? (
          <Flex gap="3" wrap="wrap">
            {value.map((src, index) => (
              <ImageThumb
                // the same picture may appear twice; its position tells the copies apart
                key={`${index}:${src.slice(-32)}`}
                src={src}
                alt={t('newsroom.editor.additionalImage', { n: index + 1 })}
                removeLabel={t('newsroom.editor.removeAdditional', { n: index + 1 })}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
                width={160}
                height={107}
              />
            ))}
          </Flex>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('newsroom.editor.noAdditional')}
          </Text>
        )}
        <ImagePicker label={t('newsroom.editor.addImages')} multiple onPick={(urls) => onChange([...value, ...urls])} />
      </Stack>
    </EditorSection>
  );
}
