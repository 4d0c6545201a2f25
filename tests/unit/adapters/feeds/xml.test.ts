import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { escapeXml } from '../../../../adapters/src/feeds/xml.js';

/** Escaping keeps any text well-formed. */
describe('escapeXml', () => {
  it('escapes markup and drops what XML 1.0 cannot hold, so any title stays well-formed', () => {
    const nasty = `a & b <c> "d" 'e' \u0000\u0001\u000B\uFFFE\uD800 tab\tline\nok 😀`;
    const escaped = escapeXml(nasty);
    expect(escaped).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;  tab\tline\nok 😀');
    expect(XMLValidator.validate(`<t a="${escaped}">${escaped}</t>`)).toBe(true);
  });
});
