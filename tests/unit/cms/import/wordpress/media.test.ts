import { describe, expect, it } from 'vitest';
import type { WxrItem } from '../../../../../cms/src/import/wordpress/wxr.js';
import { attachmentsOf, originalOf, uploadsPath } from '../../../../../cms/src/import/wordpress/media.js';
import { doc } from './gazette.js';

describe('media addresses', () => {
  it('finds attachments and the path of a file under wp-content/uploads', () => {
    const attachments = attachmentsOf(doc.items.filter((i): i is WxrItem => i.kind === 'item'));
    expect(attachments.get(50)).toMatchObject({ file: '2024/05/harbour.png', alt: 'The harbour at dawn' });
    expect(uploadsPath('https://old.example/wp-content/uploads/2024/05/a%20b-300x200.png?x=1')).toBe('2024/05/a b-300x200.png');
    expect(uploadsPath('https://old.example/wp-content/uploads/../../etc/passwd')).toBeNull();
    expect(uploadsPath('https://cdn.example/pic.png')).toBeNull();
    expect(originalOf('2024/05/harbour-300x200.png')).toBe('2024/05/harbour.png');
  });
});
