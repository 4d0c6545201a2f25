import { Button, HStack, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { LiveEntry } from '@bulletin/contract';
import { serverMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import { composerHtml, editableHtml } from './composer-html';
import { RichText } from './RichText';

type Props = {
  slug: string;
  entry: LiveEntry;
  onChanged: (entry: LiveEntry) => void;
  onDelete: (entry: LiveEntry) => void;
};

/** An editor's tools under an entry on the live desk: pin, key event, edit the text, delete. */
export function EntryTools({ slug, entry, onChanged, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const path = `/live/${encodeURIComponent(slug)}/entries/${encodeURIComponent(entry._id)}`;

  const change = async (body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      onChanged(await api.put<LiveEntry>(path, body));
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to update entry'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <Stack gap="2">
        <RichText ref={field} label="Edit entry text" initialHtml={editableHtml(entry.content)} />
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy}
            onClick={() => void change({ content: composerHtml(field.current?.innerHTML ?? '') }, 'Entry updated').then((ok) => ok && setEditing(false))}
          >
            Save
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <HStack gap="2" wrap="wrap" aria-label="Entry tools">
      <Button size="xs" variant="outline" disabled={busy} onClick={() => void change({ pinned: !entry.pinned }, entry.pinned ? 'Entry unpinned' : 'Entry pinned')}>
        {entry.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={busy}
        onClick={() => void change({ keyEvent: !entry.keyEvent }, entry.keyEvent ? 'No longer a key event' : 'Marked as a key event')}
      >
        {entry.keyEvent ? 'Not a key event' : 'Key event'}
      </Button>
      <Button size="xs" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDelete(entry)}>
        Delete
      </Button>
    </HStack>
  );
}
