import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** `toggleLabels`: the toggle's name while hidden and while shown, e.g. ['Show password', 'Hide password']. */
type Props = InputProps & { toggleLabels: readonly [show: string, hide: string] };

/** A password field with a show/hide toggle (the toggle says what it does and whether it is on). */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput({ toggleLabels, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} pe="12" {...props} />
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        position="absolute"
        top="50%"
        right="1"
        transform="translateY(-50%)"
        aria-label={toggleLabels[visible ? 1 : 0]}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={!visible} />
      </IconButton>
    </Box>
  );
});
