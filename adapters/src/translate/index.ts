export type * from './types.js';
export { mediaMeta, mediaUrl } from './media.js';
export {
  articleFromStrapi,
  articleInputToStrapi,
  articleListFromStrapi,
  relatedFromStrapi,
  type ArticleMediaIds,
  type StrapiArticleData,
} from './article.js';
export { categoryFromStrapi, categoryInputToStrapi, type StrapiCategoryData } from './category.js';
export { commentFromStrapi } from './comment.js';
export {
  adminUserInputToStrapi,
  registerInputToStrapi,
  roleFromStrapiType,
  roleToStrapiType,
  userFromStrapi,
  userUpdateToStrapi,
  type StrapiAdminUserData,
  type StrapiUserUpdateData,
  type StrapiRegisterData,
} from './user.js';
export {
  ARTICLE_SORT_FIELDS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  articleListQuery,
  paginationQuery,
  type ArticleListQuery,
  type ArticleSortField,
  type PaginationQuery,
} from './query.js';
export { fromStrapiError } from './strapi-error.js';
export {
  MAX_IMAGE_BYTES,
  isDataUrl,
  parseImageDataUrl,
  readImageDataUrl,
  sniffImageType,
  type ImageType,
} from './data-url.js';
