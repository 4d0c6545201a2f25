import { describe, expect, it } from 'vitest';
import { csvField, exportCsv, exportFileName } from '../../../../adapters/src/analytics/export-csv.js';

const row = { at: '2026-11-26T10:00:00.000Z', local: '2026-11-26 10:00', articleId: 'a1', title: 'Harbour reopens', slug: 'harbour-reopens', views: 12, visitors: 9 };

describe('the page-view export as CSV', () => {
  it('a header row, then one line per row, CRLF line ends', () => {
    const csv = exportCsv([row, { ...row, articleId: null, title: null, slug: null, views: 3, visitors: 0 }]);
    expect(csv).toBe(
      'bucket_start,local_time,article_id,title,slug,views,visitors\r\n' +
        '2026-11-26T10:00:00.000Z,2026-11-26 10:00,a1,Harbour reopens,harbour-reopens,12,9\r\n' +
        '2026-11-26T10:00:00.000Z,2026-11-26 10:00,,,,3,0\r\n',
    );
    expect(exportCsv([])).toBe('bucket_start,local_time,article_id,title,slug,views,visitors\r\n');
  });

  it('quotes a field with a comma, quote or line break, doubling its quotes', () => {
    expect(csvField('Storm, then calm')).toBe('"Storm, then calm"');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField('Two\nlines')).toBe('"Two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
  });

  it('a title a spreadsheet would run as a formula is written as text', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1 for the council')).toBe("'+1 for the council");
    expect(csvField('-5 degrees')).toBe("'-5 degrees");
    expect(csvField('@home')).toBe("'@home");
  });

  it('names the file after the range', () => {
    expect(exportFileName('30d')).toBe('bulletin-views-30d.csv');
  });
});
