import { describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';

describe('the running stack', () => {
  it('answers the article list in the contract shape', async () => {
    const res = await api('GET', '/articles');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { articles: expect.any(Array), total: expect.any(Number), page: 1, limit: 12 } });
  });

  it('signs the seeded admin in', async () => {
    const token = await loginAdmin();
    const me = await api('GET', '/auth/me', { token });
    expect(me.body.data).toMatchObject({ email: 'admin@bulletin.test', role: 'admin' });
  });
});
