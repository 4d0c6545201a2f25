import { describe, expect, it } from 'vitest';
import { builtConfig } from './built-config.js';

describe('sign-in settings by default', () => {
  it('trusts forwarded client addresses from loopback (the adapters) only', () => {
    expect(builtConfig('sign-in').trustedProxies).toEqual(['loopback']);
  });
});
