// Rate limits count in fixed windows of 15 minutes, 60 minutes and a day, all starting on a
// quarter hour (a day's at UTC midnight; see the rate-limit rules). A test that makes N requests
// and expects the (N+1)th refused would pass or fail by the wall clock if its requests straddled
// a window's edge, so such tests hold the app's clock (Date only; timers run as usual) in the
// middle of the current quarter hour, 7.5 minutes from the edge of every window. Nothing the
// Worker compares in SQL depends on the time.
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
