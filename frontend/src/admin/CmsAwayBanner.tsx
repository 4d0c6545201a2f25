import { useEffect } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { api } from '../lib/api';
import { useCmsAway } from '../lib/cms-reachability';
import { useT } from '../i18n/context';

/** While the banner shows, how often the newsroom asks whether the content service is back. */
const RECHECK_MS = 15_000;

/** The banner's English words (its message `newsroom.cmsAway` in the page's language). */
export const CMS_AWAY_MESSAGE = 'The CMS is unreachable; your changes are kept in this browser until it is back.';

/**
 * The newsroom's banner while the content service is away (docs/product.md#when-the-cms-is-away): shown when an
 * API call answers 503 or not at all, gone once a call is answered again (it asks `/api/ready` every 15 s).
 */
export function CmsAwayBanner() {
  const away = useCmsAway();
  const t = useT();
  useEffect(() => {
    if (!away) return;
    const timer = setInterval(() => void api.get('/ready', { redirectOn401: false }).catch(() => undefined), RECHECK_MS);
    return () => clearInterval(timer);
  }, [away]);
  if (!away) return null;
  return (
    <Box role="status" aria-live="polite" bg="orange.100" borderBottomWidth="1px" borderColor="orange.300" px="4" py="2">
      <Text fontWeight="semibold">{t('newsroom.cmsAway')}</Text>
    </Box>
  );
}
