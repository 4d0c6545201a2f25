import { Button, HStack, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { LiveEntry } from '@bulletin/contract';
import { useServerMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import { composerHtml, editableHtml } from './composer-html';
import { RichText } from './RichText';
import { useT } from '../../i18n/context';

type Props = {
  slug: string;
  entry: LiveEntry;
  onChanged: (entry: LiveEntry) => void;
  onDelete: (entry: LiveEntry) => void;
};

/** An editor's tools under an entry on the live desk: pin, key event, edit the text, delete. */
export function EntryTools({ slug, entry, onChanged, onDelete }: Props) {
  const { serverMessage } = useServerMessage();
  const t = useT();
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
      toast.error(serverMessage(error, t('newsroom.live.updateFailed')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <Stack gap="2">
        <RichText ref={field} label={t('newsroom.live.editText')} initialHtml={editableHtml(entry.content)} />
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={busy}>
            {t('newsroom.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy}
            onClick={() => void change({ content: composerHtml(field.current?.innerHTML ?? '') }, t('newsroom.live.updated')).then((ok) => ok && setEditing(false))}
          >
            {t('newsroom.save')}
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <HStack gap="2" wrap="wrap" aria-label={t('newsroom.live.tools')}>
      <Button size="xs" variant="outline" disabled={busy} onClick={() => void change({ pinned: !entry.pinned }, t(entry.pinned ? 'newsroom.live.unpinned' : 'newsroom.live.pinned'))}>
        {t(entry.pinned ? 'newsroom.live.unpin' : 'newsroom.live.pin')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={busy}
        onClick={() => void change({ keyEvent: !entry.keyEvent }, t(entry.keyEvent ? 'newsroom.live.noLongerKey' : 'newsroom.live.markedKey'))}
      >
        {t(entry.keyEvent ? 'newsroom.live.notKeyEvent' : 'newsroom.live.keyEvent')}
      </Button>
      <Button size="xs" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
        {t('newsroom.edit')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDelete(entry)}>
        {t('newsroom.delete')}
      </Button>
    </HStack>
  );
}
