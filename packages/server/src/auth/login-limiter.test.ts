import { describe, expect, it } from 'vitest';
import { memoryLoginLimiter } from './login-limiter.js';

describe('memoryLoginLimiter', () => {
  it('blocks a key after the maximum failures and not before', async () => {
    const limiter = memoryLoginLimiter(3, 60);
    for (let i = 0; i < 2; i += 1) await limiter.recordFailure(['ip:1', 'user:a']);
    expect(await limiter.isBlocked(['ip:1'])).toBe(false);
    await limiter.recordFailure(['ip:1', 'user:a']);
    expect(await limiter.isBlocked(['ip:2', 'user:a'])).toBe(true);
    expect(await limiter.isBlocked(['ip:2', 'user:b'])).toBe(false);
    await limiter.reset('user:a');
    expect(await limiter.isBlocked(['user:a'])).toBe(false);
  });
  it('forgets failures once the window has passed', async () => {
    const limiter = memoryLoginLimiter(1, 0);
    await limiter.recordFailure(['ip:1']);
    expect(await limiter.isBlocked(['ip:1'])).toBe(false);
  });
});
