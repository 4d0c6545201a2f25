import { setStandaloneI18n } from '../../../frontend/src/i18n/context';
import { makeI18n } from '../../../frontend/src/i18n/i18n';
import { messages } from '../../../frontend/src/i18n/compiled/en';
import { messages as newsroom } from '../../../frontend/src/i18n/compiled/newsroom/en';
import { messages as live } from '../../../frontend/src/i18n/compiled/live/en';

// Every frontend test file runs in React's act environment: React then checks that each update a test causes is
// wrapped in act(...) (Testing Library's render, fireEvent and waitFor do it), and says which one was not.
// Testing Library turns it on by itself only where test hooks are globals, which this project's Vitest does not make.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Components rendered on their own (outside AppProviders) read the interface in English, as the site's unprefixed
// addresses are; a newsroom or live-coverage component rendered without the page that loads its catalog reads it too.
setStandaloneI18n(makeI18n('en', { ...messages, ...newsroom, ...live }));
