import { Box, Button, Checkbox, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { LIVE_MESSAGES, liveEntrySchema, type LiveEntry } from '@bulletin/contract';
import { useServerMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import { imageFileProblem, NOT_AN_IMAGE, readAsDataUrl } from '../editor/image-files';
import { composerHtml, editableHtml } from './composer-html';
import { readableText } from '../editor/readable-text';
import { useSession } from '../../session';
import { draftKey, dropDraft, keepDraft, readDraft, restoreQuestion } from '../local-draft';
import { RestoreOffer } from '../RestoreOffer';

/** A live entry being written, as kept in this browser. */
type LiveEntryDraft = { content: string; keyEvent: boolean };
import { RichText } from './RichText';
import { useFormMessage, useT } from '../../i18n/context';

/**
 * The live desk's composer: write, press Enter to publish (Shift+Enter: a new line), an image by paste, drop or
 * the picker, and a "Key event" mark. The posted entry is handed to `onPosted` (shown at once; the stream's event
 * for it follows).
 */
export function Composer({ slug, onPosted }: { slug: string; onPosted: (entry: LiveEntry) => void }) {
  const { serverMessage } = useServerMessage();
  const t = useT();
  // The contract's messages (an empty entry, a picture too large) in the page's language where the catalogs have them.
  const say = useFormMessage();
  const field = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<string | null>(null);
  const [keyEvent, setKeyEvent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The entry being written is kept in this browser as it is typed (docs/product.md#unsaved-changes); one kept
  // earlier and never published is offered first (nothing is kept over it until it is restored or discarded).
  const { user } = useSession();
  const draft = draftKey(user?._id ?? 'signed-out', `live:${slug}`);
  const [offer, setOffer] = useState(() => readDraft<LiveEntryDraft>(draft));
  const keep = (flag = keyEvent) => {
    if (offer) return;
    const content = composerHtml(field.current?.innerHTML ?? '');
    if (content) keepDraft(draft, { content, keyEvent: flag });
    else dropDraft(draft);
  };
  const restore = (kept: LiveEntryDraft) => {
    if (field.current) field.current.innerHTML = [field.current.innerHTML, editableHtml(kept.content)].filter(Boolean).join('<br><br>');
    setKeyEvent(keyEvent || kept.keyEvent);
    setOffer(null);
    keepDraft(draft, { content: composerHtml(field.current?.innerHTML ?? kept.content), keyEvent: keyEvent || kept.keyEvent });
  };

  const attach = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) return setError(problem === NOT_AN_IMAGE ? t('newsroom.image.notAnImage') : say(problem));
    setError(null);
    setImage(await readAsDataUrl(file));
  };

  const publish = async () => {
    if (busy || !field.current) return;
    const content = composerHtml(field.current.innerHTML);
    const parsed = liveEntrySchema.safeParse({ content, image, keyEvent });
    if (!parsed.success) {
      setError(say(parsed.error.issues[0]?.message ?? LIVE_MESSAGES.contentRequired));
      field.current.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const entry = await api.post<LiveEntry>(`/live/${encodeURIComponent(slug)}/entries`, { content, keyEvent, ...(image ? { image } : {}) });
      field.current.innerHTML = '';
      dropDraft(draft);
      setImage(null);
      setKeyEvent(false);
      onPosted(entry);
      toast.success(t('newsroom.live.published'));
    } catch (failure) {
      setError(serverMessage(failure, t('newsroom.live.publishFailed')));
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void publish();
    }
  };

  return (
    <Box as="section" aria-labelledby="composer-heading" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Text as="h2" id="composer-heading" fontWeight="semibold" mb="2">
        {t('newsroom.live.newEntry')}
      </Text>
      <Stack gap="3">
        {offer && (
          <RestoreOffer
            question={restoreQuestion(t, offer.savedAt)}
            onRestore={() => restore(offer.values)}
            onDiscard={() => {
              dropDraft(draft);
              setOffer(null);
            }}
          >
            <Text fontSize="sm" color="fg.muted">
              {t(offer.values.keyEvent ? 'newsroom.live.keptKeyEvent' : 'newsroom.live.kept')}
            </Text>
            <Text whiteSpace="pre-wrap" data-testid="kept-entry">
              {readableText(offer.values.content)}
            </Text>
          </RestoreOffer>
        )}
        <RichText
          ref={field}
          label={t('newsroom.live.entryText')}
          placeholder={t('newsroom.live.placeholder')}
          onInput={() => keep()}
          onKeyDown={onKeyDown}
          onImage={(file) => void attach(file)}
        />
        {image && (
          <HStack align="flex-start" gap="2">
            <img src={image} alt={t('newsroom.live.imageAlt')} style={{ maxHeight: '8rem', borderRadius: '0.375rem', border: '1px solid #e4e4e7' }} />
            <CloseButton size="sm" aria-label={t('newsroom.live.removeImage')} onClick={() => setImage(null)} />
          </HStack>
        )}
        {error && (
          <Text color="red.700" role="alert" fontSize="sm">
            {error}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack gap="4" wrap="wrap">
            <Checkbox.Root
              checked={keyEvent}
              onCheckedChange={(e) => {
                setKeyEvent(e.checked === true);
                keep(e.checked === true);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('newsroom.live.keyEvent')}</Checkbox.Label>
            </Checkbox.Root>
            <Button size="sm" variant="outline" onClick={() => picker.current?.click()}>
              {t('newsroom.live.addImage')}
            </Button>
            <input
              ref={picker}
              type="file"
              accept="image/*"
              hidden
              aria-label={t('newsroom.live.imageFile')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void attach(file);
                e.target.value = '';
              }}
            />
          </HStack>
          <Button colorPalette="brand" onClick={() => void publish()} loading={busy} loadingText={t('newsroom.live.publishing')}>
            {t('newsroom.live.publish')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
