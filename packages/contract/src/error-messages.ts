/**
 * The messages the CMS or the adapters answer a failed call with, beyond the shared ones of `MESSAGES`, word for
 * word (docs/product.md#messages). The newsroom's and the account forms' catalogs hold each under its English words,
 * so a screen shows it in its language (docs/decisions/0025-interface-languages.md).
 */
export const ERROR_MESSAGES = {
  // Not found (404).
  articleNotFound: 'Article not found',
  categoryNotFound: 'Category not found',
  parentCategoryNotFound: 'Parent category not found',
  authorNotFound: 'Author not found',
  commentNotFound: 'Comment not found',
  revisionNotFound: 'Revision not found',
  userNotFound: 'User not found',
  liveStoryNotFound: 'Live story not found',
  liveEntryNotFound: 'Live entry not found',
  // The category rules (docs/product.md#categories).
  categoryOwnAncestor: 'A category cannot be its own parent or ancestor',
  categoryHasArticles: 'This category still has articles. Move or delete them first.',
  categoryHasSubcategories: 'This category still has subcategories. Move or delete them first.',
  /** Restoring a revision whose category was deleted since (docs/product.md#revisions): 400 on `category`. */
  revisionCategoryGone: "This revision's category no longer exists: choose a category and save the article instead",
  // Signing in and who may do what (401, 403, 409, 429).
  signInRequired: 'Please sign in',
  credentialsInvalid: 'Missing or invalid credentials',
  signInFailed: 'Invalid email or password',
  emailTaken: 'Email is already registered',
  signInTooOftenFromAddress: 'Too many sign-in attempts from this address. Please try again in a few minutes.',
  signInTooOftenForAccount: 'Too many failed sign-in attempts for this account. Please try again in a few minutes.',
  newsletterTooOften: 'Too many newsletter sign-ups from this address. Please try again later.',
  newsletterTooOftenForEmail: 'Too many newsletter sign-ups for this e-mail address. Please try again later.',
  signUpTooOften: 'Too many sign-ups from this address. Please try again later.',
  resetTooOftenFromAddress: 'Too many password resets from this address. Please try again later.',
  resetTooOftenForAccount: 'Too many password resets for this e-mail address. Please try again later.',
  reporterFiguresOwnOnly: "Reporters see only their own articles' figures",
  commentDeleteOwnOnly: 'You can delete only your own comments',
  ownAccountDelete: 'You cannot delete your own account',
  ownAccountBlock: 'You cannot block your own account',
  ownAdminRole: 'You cannot remove your own admin role',
  /** The image checks are all busy (503); said by the images package too. */
  imageCheckBusy: 'Images cannot be checked right now; try again shortly',
  // The API's own words for a status, when nothing more precise is known.
  badRequest: 'Bad request',
  notAuthorized: 'Not authorized',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  conflict: 'This conflicts with existing data',
  tooLarge: 'Request is too large',
  tooManyRequests: 'Too many requests, please try again later',
  contentServiceFailed: 'The content service is unavailable',
  serviceUnavailable: 'Service unavailable',
  contentServiceAway: 'The content service is unavailable; please try again shortly',
  noRoomLeft: 'The server has no room left to store this; nothing was saved. Please try again later.',
  internal: 'Internal server error',
} as const;
