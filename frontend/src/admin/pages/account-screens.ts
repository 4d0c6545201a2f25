/**
 * The newsroom's account screens in one chunk: the users screen, the newsletter desk and the outbox (admins) and
 * one's own profile (all staff), built on the same kit. Every route chunk adds its file and the list of what it loads to the
 * entry chunk that every reader page loads, and the home route is at its budget (docs/performance.md): one chunk
 * for the four costs the reader pages no more than the users screen did alone.
 */
export { default as UsersPage } from './UsersPage';
export { default as ProfilePage } from './ProfilePage';
export { default as NewsletterPage } from './NewsletterPage';
export { default as OutboxPage } from './OutboxPage';
