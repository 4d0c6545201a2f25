import { describe, expect, it } from 'vitest';
import { ApiError, fallbackMessage } from '../../../frontend/src/lib/api';
import { serverMessage } from '../../../frontend/src/lib/server-message';

/** docs/product.md#messages */
describe("server message or the screen's fallback", () => {
  it("uses the server's own message", () => {
    expect(serverMessage(new ApiError(409, 'Email is already registered'), 'Registration failed. Please try again.')).toBe(
      'Email is already registered',
    );
  });
  it('falls back when the server said nothing useful or the call never reached it', () => {
    const fallback = 'Failed to create category';
    expect(serverMessage(new ApiError(500, fallbackMessage(500)), fallback)).toBe(fallback);
    expect(serverMessage(new ApiError(500, ''), fallback)).toBe(fallback);
    expect(serverMessage(new ApiError(0, 'Could not reach the server.'), fallback)).toBe(fallback);
    expect(serverMessage(new TypeError('boom'), fallback)).toBe(fallback);
  });
});
