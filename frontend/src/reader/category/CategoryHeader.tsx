import { Breadcrumbs, categoryTrail } from '../../ui/Breadcrumbs';
import type { Category } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { DEFAULT_CATEGORY_COLOR, textColorOn } from '../../lib/format';
import { useCounted } from '../../lib/use-local-formats';
import styles from './category.module.css';

const isImageUrl = (icon: string) => /^(https?:\/\/|\/)/i.test(icon);

/** The category's icon: a picture (URL), the icon text (e.g. an emoji), or the name's first letter. */
export function CategoryIcon({
  category,
  size = 'large',
}: {
  category: Pick<Category, 'name' | 'icon' | 'color'>;
  size?: 'large' | 'small';
}) {
  const bg = category.color && /^#[\da-f]{3,6}$/i.test(category.color) ? category.color : DEFAULT_CATEGORY_COLOR;
  const icon = category.icon?.trim();
  const className = cx(styles.icon, size === 'large' ? styles.iconLarge : styles.iconSmall);
  if (icon && isImageUrl(icon)) {
    const pixels = size === 'large' ? 112 : 80;
    return <img src={icon} alt="" width={pixels} height={pixels} className={className} />;
  }
  return (
    <div aria-hidden="true" data-testid="category-icon" className={className} style={{ background: bg, color: textColorOn(bg) }}>
      {icon || category.name.charAt(0).toUpperCase()}
    </div>
  );
}

/** Header of the category page: the trail down the category tree, icon or first letter, name (h1), description, total. */
export function CategoryHeader({ category }: { category: Category }) {
  const total = category.articleCount;
  const counted = useCounted();
  return (
    <header className={styles.header}>
      <Breadcrumbs trail={categoryTrail(category).map((crumb, i, all) => (i === all.length - 1 ? { name: crumb.name } : crumb))} />
      <div className={styles.titleRow}>
        <CategoryIcon category={category} />
        <div className={styles.titleText}>
          <h1 className={cx(ui.pageTitle, styles.title)}>{category.name}</h1>
          <p className={cx(ui.muted, ui.textSm)} data-testid="category-total">
            {counted('count.articles', total, 'plain')}
          </p>
        </div>
      </div>
      {category.description && <p className={styles.description}>{category.description}</p>}
    </header>
  );
}
