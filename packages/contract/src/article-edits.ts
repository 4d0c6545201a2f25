/**
 * What counts as an edit of an article: a write that sets any field but the view and like counters and Strapi's
 * bookkeeping. Such a write alone adds no revision, no `article.update` in the audit log and no purge notice.
 */
export const NOT_AN_EDIT_FIELDS = ['views', 'likes', 'updatedAt', 'updatedBy'] as const;

/** True when a write that sets `fields` edits the article. */
export function isArticleEdit(fields: readonly string[]): boolean {
  return fields.some((field) => !(NOT_AN_EDIT_FIELDS as readonly string[]).includes(field));
}
