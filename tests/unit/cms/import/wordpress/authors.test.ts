import { describe, expect, it } from 'vitest';
import { emailOf, namesOf } from '../../../../../cms/src/import/wordpress/authors.js';
import { doc } from './gazette.js';

describe('WordPress authors as accounts', () => {
  it('an author’s names: their own, else the display name split', () => {
    expect(namesOf(doc.authors[0])).toEqual({ firstName: 'Mara', lastName: 'Quill', cutNames: false });
    expect(namesOf(doc.authors[1])).toEqual({ firstName: 'Tomasz', lastName: 'Okafor', cutNames: false });
  });

  it('an author’s e-mail: their own when it is one, else a placeholder no one receives', () => {
    expect(emailOf(doc.authors[1])).toEqual({ email: 'tomasz.okafor@harbour-gazette.example', placeholder: false });
    expect(emailOf({ ...doc.authors[1], email: 'not an email' })).toEqual({ email: 'tomasz.wordpress-2@import.invalid', placeholder: true });
  });
});
