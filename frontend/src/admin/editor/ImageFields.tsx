import { Flex, Stack, Text } from '@chakra-ui/react';
import { EditorSection } from './EditorSection';
import { ImagePicker } from './ImagePicker';
import { ImageThumb } from './ImageThumb';

/**
 * Featured Image: one image, removable; recommended size 1200x800 (docs/product.md#article-editor,
 * docs/product.md#images).
 */
export function FeaturedImageField({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  return (
    <EditorSection title="Featured Image">
      <Stack gap="3">
        {value ? (
          <ImageThumb
            src={value}
            alt="Featured image preview"
            removeLabel="Remove featured image"
            onRemove={() => onChange(null)}
            width={360}
            height={240}
          />
        ) : null}
        <ImagePicker label={value ? 'Replace featured image' : 'Upload featured image'} onPick={([first]) => onChange(first ?? null)} />
        <Text fontSize="sm" color="fg.muted">
          Recommended size: 1200x800 pixels.
        </Text>
      </Stack>
    </EditorSection>
  );
}

/** Additional Images: any number, each removable. */
export function AdditionalImagesField({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  return (
    <EditorSection title="Additional Images">
      <Stack gap="3">
        {value.length > 0 ? (
          <Flex gap="3" wrap="wrap">
            {value.map((src, index) => (
              <ImageThumb
                // the same picture may appear twice; its position tells the copies apart
                key={`${index}:${src.slice(-32)}`}
                src={src}
                alt={`Additional image ${index + 1}`}
                removeLabel={`Remove additional image ${index + 1}`}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
                width={160}
                height={107}
              />
            ))}
          </Flex>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No additional images yet.
          </Text>
        )}
        <ImagePicker label="Add images" multiple onPick={(urls) => onChange([...value, ...urls])} />
      </Stack>
    </EditorSection>
  );
}
