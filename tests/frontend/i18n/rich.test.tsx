import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatRich } from '../../../frontend/src/i18n/rich';

/** Messages with links inside a sentence (frontend/src/i18n/rich.tsx, docs/decisions/0025-interface-languages.md). */
const html = (message: string) =>
  renderToStaticMarkup(
    <>{formatRich(message, { privacy: (text) => <a href="/privacy">{text}</a>, contact: (text) => <a href="/contact">{text}</a> })}</>,
  );

describe('a message with tags', () => {
  it('makes each tag the element the screen names, in the order the language wrote them', () => {
    expect(html('See our <privacy>Privacy Policy</privacy> for how, or <contact>contact us</contact>.')).toBe(
      'See our <a href="/privacy">Privacy Policy</a> for how, or <a href="/contact">contact us</a>.',
    );
    expect(html('<contact>ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ</contact> ಅಥವಾ <privacy>ಗೌಪ್ಯತಾ ನೀತಿ</privacy>ಯನ್ನು ನೋಡಿ')).toBe(
      '<a href="/contact">ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ</a> ಅಥವಾ <a href="/privacy">ಗೌಪ್ಯತಾ ನೀತಿ</a>ಯನ್ನು ನೋಡಿ',
    );
  });

  it('leaves a message without tags, and a tag the screen does not name, as text', () => {
    expect(html('No links here.')).toBe('No links here.');
    expect(html('An <other>unknown</other> tag.')).toBe('An &lt;other&gt;unknown&lt;/other&gt; tag.');
  });
});
