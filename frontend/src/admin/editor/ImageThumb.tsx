import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, IconButton, Image } from '@chakra-ui/react';
import type { ImageFocus } from '@bulletin/contract';
import { CrossIcon } from '../icons';

type Props = {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  width: number;
  height: number;
  /** With `onFocus`: the whole image (its own shape), a click places the focal point, shown as a dot. */
  focus?: ImageFocus | null;
  onFocus?: (focus: ImageFocus) => void;
  focusLabel?: string;
};

/** A fraction of the box, to three decimals, within 0-1. */
const fraction = (offset: number, size: number) => Math.min(1, Math.max(0, Math.round((offset / size) * 1000) / 1000));

const ARROWS: Record<string, [number, number] | undefined> = {
  ArrowLeft: [-0.05, 0],
  ArrowRight: [0.05, 0],
  ArrowUp: [0, -0.05],
  ArrowDown: [0, 0.05],
};

/** A picked or stored image with a remove button in its corner; the featured image's also takes its focal point. */
export function ImageThumb({ src, alt, removeLabel, onRemove, width, height, focus, onFocus, focusLabel }: Props) {
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space (a click with no pointer, detail 0) has no place on the image: the arrow keys move the point.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    onFocus?.({ x: fraction(event.clientX - box.left, box.width), y: fraction(event.clientY - box.top, box.height) });
  };
  /** The arrow keys move the focal point a twentieth of the image (from the centre when none is set). */
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const from = focus ?? { x: 0.5, y: 0.5 };
    onFocus?.({ x: fraction(from.x + step[0], 1), y: fraction(from.y + step[1], 1) });
  };
  const image = (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      objectFit="cover"
      borderRadius="md"
      borderWidth="1px"
      style={onFocus ? { height: 'auto' } : { aspectRatio: `${width} / ${height}`, height: 'auto' }}
    />
  );
  return (
    <Box position="relative" width={`${width}px`} maxW="full">
      {onFocus ? (
        <button type="button" aria-label={focusLabel} title={focusLabel} data-testid="focus-picker" onClick={place} onKeyDown={nudge} aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown" style={{ display: 'block', width: '100%', cursor: 'crosshair' }}>
          {image}
        </button>
      ) : (
        image
      )}
      {onFocus && focus ? (
        <Box
          data-testid="focus-marker"
          position="absolute"
          left={`${focus.x * 100}%`}
          top={`${focus.y * 100}%`}
          width="4"
          height="4"
          transform="translate(-50%, -50%)"
          borderRadius="full"
          borderWidth="3px"
          borderColor="white"
          bg="red.500"
          boxShadow="md"
          pointerEvents="none"
        />
      ) : null}
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
