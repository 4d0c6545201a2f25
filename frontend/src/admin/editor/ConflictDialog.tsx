import { Badge, Box, Button, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@bulletin/contract';
import type { Article } from '../../lib/types';
import { formatNewsroomTime } from '../schedule/newsroom-time';
import type { ConflictRow } from './conflict';
import { useFormMessage, useLocale, useT } from '../../i18n/context';

type Props = {
  /** The article as stored now. */
  theirs: Article;
  rows: ConflictRow[];
  timeZone: string;
  busy: boolean;
  /** Take their version: the form starts again from it (what was typed here is dropped, on purpose). */
  onReload: () => void;
  /** Save what was typed here over their version, on purpose. */
  onOverwrite: () => void;
  /** Back to the form, everything typed still there (a later save asks again). */
  onClose: () => void;
};

/**
 * The edit-conflict screen (docs/product.md#edit-conflicts): someone saved the article since it was opened. Both
 * versions side by side — theirs as stored now, yours as typed — with the fields that differ marked; reload theirs or
 * overwrite with yours. The form stays mounted behind it, so nothing typed is lost.
 */
export function ConflictDialog({ theirs, rows, timeZone, busy, onReload, onOverwrite, onClose }: Props) {
  const t = useT();
  const locale = useLocale();
  const say = useFormMessage();
  return (
    <Dialog.Root
      open
      size="cover"
      scrollBehavior="inside"
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="edit-conflict">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{say(MESSAGES.editConflict)}</Dialog.Title>
              <Dialog.Description color="fg.muted">
                {t('newsroom.conflict.intro', { time: formatNewsroomTime(theirs.updatedAt, timeZone, locale), zone: timeZone })}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                <VersionColumn heading={t('newsroom.conflict.theirs')} side="theirs" rows={rows} />
                <VersionColumn heading={t('newsroom.conflict.yours')} side="yours" rows={rows} />
              </Grid>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onClose} disabled={busy}>
                {t('newsroom.conflict.keepEditing')}
              </Button>
              <Button variant="outline" onClick={onReload} disabled={busy}>
                {t('newsroom.conflict.reload')}
              </Button>
              <Button colorPalette="red" onClick={onOverwrite} loading={busy} loadingText={t('newsroom.saving')}>
                {t('newsroom.conflict.overwrite')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One side of a comparison of two versions, the fields that differ marked (also the offer to restore unsaved changes). */
export function VersionColumn({ heading, side, rows }: { heading: string; side: 'theirs' | 'yours'; rows: ConflictRow[] }) {
  const t = useT();
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" rounded="md" p="4" data-testid={`conflict-${side}`}>
      <Text as="h3" fontWeight="bold" mb="3">
        {heading}
      </Text>
      <Stack as="dl" gap="3">
        {rows.map((row) => (
          <Box key={row.label} bg={row.differs ? (side === 'theirs' ? 'orange.50' : 'blue.50') : undefined} rounded="sm" px="2" py="1">
            <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
              {row.label} {row.differs ? <Badge size="xs" colorPalette={side === 'theirs' ? 'orange' : 'blue'}>{t('newsroom.conflict.differs')}</Badge> : null}
            </Text>
            <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word" data-field={row.label}>
              {row[side]}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
