// Compiled from catalogs/newsroom/en.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["Checking your session..."],
  "newsroom.nav": ["Newsroom"],
  "newsroom.nav.dashboard": ["Dashboard"],
  "newsroom.nav.newArticle": ["New Article"],
  "newsroom.nav.live": ["Live"],
  "newsroom.nav.categories": ["Manage Categories"],
  "newsroom.nav.users": ["Manage Users"],
  "newsroom.nav.activity": ["Activity"],
  "newsroom.signOut": ["Sign out"],
  "newsroom.loading": ["Loading..."],
  "newsroom.somethingWrong": ["Something went wrong."],
  "newsroom.tryAgain": ["Try again"],
  "newsroom.notAllowed.title": ["Not allowed"],
  "newsroom.notAllowed.heading": ["You are not allowed to view this page"],
  "newsroom.notAllowed.reason": ["This part of Bulletin is for newsroom staff. Your account does not have the role it needs. If you think this is a mistake, ask an administrator."],
  "newsroom.notAllowed.home": ["Back to Home"],
  "newsroom.cmsAway": ["The CMS is unreachable; your changes are kept in this browser until it is back."],
  "newsroom.restore.region": ["Unsaved changes"],
  "newsroom.restore.restore": ["Restore"],
  "newsroom.restore.discard": ["Discard"],
  "newsroom.cancel": ["Cancel"],
  "newsroom.delete": ["Delete"],
  "newsroom.deleting": ["Deleting..."],
};
