import { Button } from './Button';
import { pageItems } from '../lib/pagination';
import { useT } from '../i18n/context';
import ui from './ui.module.css';

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** Previous, numbered pages, Next (docs/product.md#list-state). Nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className={ui.pagination}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      {pageItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={ui.paginationGap} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            size="sm"
            variant={item === page ? 'solid' : 'ghost'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('list.page', { page: item })}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
