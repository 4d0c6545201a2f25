import { Link } from 'react-router-dom';
import type { SubCategory } from '../../lib/types';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { CategoryIcon } from './CategoryHeader';
import styles from './category.module.css';

/** The subcategories of a category, each linking to its page with its article count. */
export function SubcategoryGrid({ subCategories }: { subCategories: SubCategory[] }) {
  if (subCategories.length === 0) return null;
  return (
    <section aria-labelledby="subcategories-heading" className={styles.subcategories}>
      <h2 id="subcategories-heading" className={cx(ui.headingLg, styles.subTitle)}>
        Subcategories
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
                {sub.articleCount} {sub.articleCount === 1 ? 'article' : 'articles'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
