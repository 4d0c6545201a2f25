import { Alert } from '@chakra-ui/react';

/**
 * The note an editor sent the article back to draft with (issue 11 item 3), above the form until the reporter's next
 * submission clears it. Plain text (the server strips tags), shown as text.
 */
export function ReviewNoteNotice({ note }: { note: string }) {
  return (
    <Alert.Root status="warning" mb="6" data-testid="review-note" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Sent back to draft with a note from the editor</Alert.Title>
        <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word">
          {note}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
