// Rate limits count in fixed windows of 15 and 60 minutes that start on the quarter hour
// (middleware counts per window; see the rate-limit rules). A test that makes N requests and
// expects the (N+1)th refused would pass or fail by the wall clock if its requests straddled a
// quarter hour, so such tests hold the app's clock (Date only; timers run as usual) in the
// middle of the current quarter hour. Nothing the Worker compares in SQL depends on the time.
import { afterEach, beforeEach, vi } from 'vitest';

const quarterHour = 15 * 60_000;

export function holdClockWithinOneRateWindow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / quarterHour) * quarterHour + quarterHour / 2);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
