import { Link } from '../../i18n/links';
import type { SubCategory } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { CategoryIcon } from './CategoryHeader';
import { useT } from '../../i18n/context';
import { useCounted } from '../../lib/use-local-formats';
import styles from './category.module.css';

/** The subcategories of a category, each linking to its page with its article count. */
export function SubcategoryGrid({ subCategories }: { subCategories: SubCategory[] }) {
  const t = useT();
  const counted = useCounted();
  if (subCategories.length === 0) return null;
  return (
    <section aria-labelledby="subcategories-heading" className={styles.subcategories}>
      <h2 id="subcategories-heading" className={cx(ui.headingLg, styles.subTitle)}>
        {t('category.subcategories')}
      </h2>
      <ul className={styles.subGrid}>
        {subCategories.map((sub) => (
          <li key={sub._id} className={styles.sub}>
            <CategoryIcon category={sub} size="small" />
            <div className={styles.subText}>
              <Link to={`/category/${encodeURIComponent(sub.slug)}`} className={styles.subLink}>
                {sub.name}
              </Link>
              <p className={cx(ui.textSm, ui.muted)} data-testid="subcategory-count">
                {counted('count.articles', sub.articleCount, 'plain')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
