import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../../../../frontend/src/reader/article/share';

const data = { url: 'https://bulletin.example/article/harbour', title: 'Harbour reopens' };

describe('shareLink', () => {
  it('uses the Web Share API when present', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    expect(await shareLink({ share, clipboard: { writeText: vi.fn() } }, data)).toBe('cancelled');
  });

  it('copies the link without the Web Share API, or when sharing is not allowed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink({ clipboard: { writeText } }, data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('copied');
  });

  it('fails when neither works', async () => {
    expect(await shareLink({}, data)).toBe('failed');
    expect(await shareLink({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } }, data)).toBe('failed');
  });
});
