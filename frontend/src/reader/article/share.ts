/** What happened when the reader shared an article. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
};

/**
 * Shares `url` with the Web Share API when the browser has it, otherwise copies it to the clipboard.
 * A reader closing the share sheet is 'cancelled' (not an error).
 */
export async function shareLink(nav: ShareNavigator, data: { url: string; title: string }): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ url: data.url, title: data.title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Fall through to copying (e.g. NotAllowedError in an embedded frame).
    }
  }
  if (nav.clipboard?.writeText) {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}
