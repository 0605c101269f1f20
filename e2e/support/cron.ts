// The hourly cron, run as Cloudflare would: `wrangler dev` (which `npm run dev` starts) serves
// Miniflare's /cdn-cgi/local/scheduled, whose `time` sets the run's scheduled time (the
// /__scheduled of `--test-scheduled` ignores it; README, "The hourly job, locally").
import { baseUrl } from './browser';

/** The latest 03:00 UTC up to now: the hour whose run also reconciles billing with Stripe. */
export function lastReconciliationHour(now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3);
  return new Date(today <= now.getTime() ? today : today - 86_400_000);
}

/** Runs the hourly jobs as scheduled at `at`; resolves once they have all finished. */
export async function runHourlyJobs(at: Date) {
  const url = new URL('/cdn-cgi/local/scheduled', baseUrl());
  url.searchParams.set('cron', '0 * * * *');
  url.searchParams.set('time', String(at.getTime()));
  const response = await fetch(url);
  // A job that threw fails the run (worker/index.ts); the app's log says which and why.
  if (!response.ok) throw new Error(`hourly jobs: ${response.status} ${await response.text()}`);
}
