import { Badge } from '@chakra-ui/react';
import { isScheduled } from '@bulletin/contract';
import type { Article } from '../../lib/types';
import { formatNewsroomTime, zoneLabel } from './newsroom-time';
import { useNewsroomTimeZone } from './use-newsroom-time-zone';

/**
 * "Scheduled" and its time, for a published article whose publish date is still ahead (the contract's
 * `isScheduled`): readers see it from then on, with nobody pressing anything. The time is the newsroom's.
 */
export function ScheduledBadge({ article, now }: { article: Pick<Article, 'status' | 'publishDate'>; now?: Date }) {
  const { timeZone } = useNewsroomTimeZone();
  if (!isScheduled(article, now) || !article.publishDate) return null;
  // The time only once the zone is known: never a time in the wrong zone.
  const time = timeZone ? `${formatNewsroomTime(article.publishDate, timeZone)} ${timeZone}` : null;
  return (
    <Badge
      size="sm"
      colorPalette="purple"
      title={timeZone ? `Readers see it from ${formatNewsroomTime(article.publishDate, timeZone)} (${zoneLabel(timeZone, article.publishDate)})` : undefined}
      data-testid="scheduled-badge"
    >
      {time ? `Scheduled · ${time}` : 'Scheduled'}
    </Badge>
  );
}
