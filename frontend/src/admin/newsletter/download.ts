import { API_BASE, ApiError, fallbackMessage } from '../../lib/api';
import { getToken } from '../../lib/token';

/**
 * Downloads a file the API answers only to a signed-in caller (a link cannot send the token): fetched with it, then
 * saved under the name the server gives (`Content-Disposition`). A refusal throws the server's ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(res.status, typeof body?.message === 'string' ? body.message : fallbackMessage(res.status));
  }
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
