import { Badge } from '@chakra-ui/react';
import { isScheduled } from '@bulletin/contract';
import type { Article } from '../../lib/types';
import { useLocale, useT } from '../../i18n/context';
import { formatNewsroomTime, zoneLabel } from './newsroom-time';
import { useNewsroomTimeZone } from './use-newsroom-time-zone';

/**
 * "Scheduled" and its time, for a published article whose publish date is still ahead (the contract's
 * `isScheduled`): readers see it from then on, with nobody pressing anything. The time is the newsroom's.
 */
export function ScheduledBadge({ article, now }: { article: Pick<Article, 'status' | 'publishDate'>; now?: Date }) {
  const { timeZone } = useNewsroomTimeZone();
  const t = useT();
  const locale = useLocale();
  if (!isScheduled(article, now) || !article.publishDate) return null;
  // The time only once the zone is known: never a time in the wrong zone.
  const time = timeZone ? `${formatNewsroomTime(article.publishDate, timeZone, locale)} ${timeZone}` : null;
  return (
    <Badge
      size="sm"
      colorPalette="purple"
      title={
        timeZone
          ? t('newsroom.scheduled.from', {
              time: formatNewsroomTime(article.publishDate, timeZone, locale),
              zone: zoneLabel(timeZone, article.publishDate),
            })
          : undefined
      }
      data-testid="scheduled-badge"
    >
      {time ? t('newsroom.scheduled.at', { time }) : t('newsroom.scheduled')}
    </Badge>
  );
}
