import { Box, Button, HStack } from '@chakra-ui/react';
import { forwardRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/context';

type Props = {
  label: string;
  placeholder?: string;
  initialHtml?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** After every change of the text (typing, pasting, formatting). */
  onInput?: () => void;
  onImage?: (file: File) => void;
  disabled?: boolean;
};

/** Bold and italic on the selection (the editing commands every browser has for contenteditable). */
function format(command: 'bold' | 'italic') {
  document.execCommand(command);
}

/**
 * A small rich-text field for live entries: bold and italic (buttons, or Ctrl/Cmd+B and +I), line breaks.
 * Pasted text arrives as plain text (no foreign markup); a pasted or dropped image goes to `onImage`.
 */
export const RichText = forwardRef<HTMLDivElement, Props>(function RichText({ label, placeholder, initialHtml, onKeyDown, onInput, onImage, disabled }, ref) {
  const t = useT();
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const file = [...event.clipboardData.files].find((f) => /^image\//i.test(f.type));
    event.preventDefault();
    if (file) {
      onImage?.(file);
      return;
    }
    document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const file = [...event.dataTransfer.files].find((f) => /^image\//i.test(f.type));
    if (!file) return;
    event.preventDefault();
    onImage?.(file);
  };
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" _focusWithin={{ borderColor: 'brand.solid', boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)' }}>
      <HStack gap="1" px="2" py="1" borderBottomWidth="1px">
        <Button size="xs" variant="ghost" fontWeight="bold" aria-label={t('newsroom.live.bold')} onMouseDown={(e) => e.preventDefault()} onClick={() => format('bold')}>
          B
        </Button>
        <Button size="xs" variant="ghost" fontStyle="italic" aria-label={t('newsroom.live.italic')} onMouseDown={(e) => e.preventDefault()} onClick={() => format('italic')}>
          I
        </Button>
      </HStack>
      <Box
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        data-placeholder={placeholder}
        onKeyDown={onKeyDown}
        onInput={onInput}
        onPaste={onPaste}
        onDrop={onDrop}
        onDragOver={(e) => e.preventDefault()}
        minH="24"
        maxH="60vh"
        overflowY="auto"
        px="3"
        py="2"
        outline="none"
        // Chakra's global CSS greys every [data-placeholder] element as a placeholder: typed text keeps the text colour.
        color="fg"
        css={{
          '&:empty::before': { content: 'attr(data-placeholder)', color: 'var(--chakra-colors-fg-muted)', pointerEvents: 'none' },
          '& p + p, & div + div': { marginTop: '0.5em' },
        }}
        dangerouslySetInnerHTML={initialHtml ? { __html: initialHtml } : undefined}
      />
    </Box>
  );
});
