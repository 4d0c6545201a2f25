import { Box, IconButton, Image } from '@chakra-ui/react';
import { CrossIcon } from '../icons';

type Props = { src: string; alt: string; removeLabel: string; onRemove: () => void; width: number; height: number };

/** A picked or stored image with a remove button in its corner. */
export function ImageThumb({ src, alt, removeLabel, onRemove, width, height }: Props) {
  return (
    <Box position="relative" width={`${width}px`} maxW="full">
      <Image
        src={src}
        alt={alt}
        width={width}
        height={height}
        objectFit="cover"
        borderRadius="md"
        borderWidth="1px"
        style={{ aspectRatio: `${width} / ${height}`, height: 'auto' }}
      />
      <IconButton
        aria-label={removeLabel}
        size="xs"
        colorPalette="red"
        position="absolute"
        top="1"
        right="1"
        onClick={onRemove}
      >
        <CrossIcon />
      </IconButton>
    </Box>
  );
}
