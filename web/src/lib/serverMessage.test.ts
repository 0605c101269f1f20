import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it("reads the server's { error } message", () => {
    const error = new ApiError(401, 'Unauthorized', '{"error":"Invalid email or password"}');
    expect(serverMessage(error)).toBe('Invalid email or password');
  });

  it('has nothing to say for a body that is not the JSON error shape', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '<html>Bad gateway</html>'))).toBe(
      undefined,
    );
    expect(serverMessage(new ApiError(500, 'Server Error', '{"error":""}'))).toBe(undefined);
    expect(serverMessage(new ApiError(500, 'Server Error', 'null'))).toBe(undefined);
  });

  it('has nothing to say for a network failure', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBe(undefined);
  });
});
