import { Box, Button, chakra } from '@chakra-ui/react';
import { useId, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { isImageFile, readAsDataUrl } from './image-files';
import { useT } from '../../i18n/context';

type Props = {
  /** the control's text and accessible name */
  label: string;
  multiple?: boolean;
  /** data URLs of the accepted files, in the order picked */
  onPick: (dataUrls: string[]) => void;
};

/**
 * A file input for images, shown as a button (its visible <label>); the input itself stays the one
 * focusable control. `accept="image/*"` filters the chooser; files that still are not images (dropped
 * in, or "All files" chosen) are refused with a toast.
 */
export function ImagePicker({ label, multiple = false, onPick }: Props) {
  const t = useT();
  const id = useId();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be picked again after removing it
    const images = files.filter(isImageFile);
    if (images.length < files.length) toast.error(t('newsroom.image.notAnImage'));
    if (images.length === 0) return;
    try {
      onPick(await Promise.all(images.map(readAsDataUrl)));
    } catch {
      toast.error(t('newsroom.image.unreadable'));
    }
  }

  return (
    <Box
      alignSelf="flex-start"
      borderRadius="md"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <chakra.input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-label={label}
        onChange={(event) => void onChange(event)}
        srOnly
      />
      <Button asChild variant="outline" size="sm" cursor="pointer">
        <label htmlFor={id}>{label}</label>
      </Button>
    </Box>
  );
}
