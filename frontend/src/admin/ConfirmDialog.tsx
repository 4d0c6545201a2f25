import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useT } from '../i18n/context';

/** "Are you sure?" before a destructive action (a delete by default). `busy` keeps it open with a progress button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  confirmPalette = 'red',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The confirm button's text while `busy` ('Deleting...' by default). */
  busyLabel?: string;
  confirmPalette?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('newsroom.cancel')}
              </Button>
              <Button colorPalette={confirmPalette} onClick={onConfirm} loading={busy} loadingText={busyLabel ?? t('newsroom.deleting')}>
                {confirmLabel ?? t('newsroom.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
