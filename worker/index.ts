import { app } from './app';
import { connect } from './db';
import type { Bindings } from './env';
import { startNewGeneration } from './middleware/edge-cache';
import { runHourlyJobs } from './scheduled';

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    const run = runHourlyJobs(connect(env), env, new Date(controller.scheduledTime)).then(
      async (report) => {
        console.log('Hourly jobs done', JSON.stringify(report));
        // Lapsed badges, plans and add-ons change public pages: their next views are built fresh.
        await startNewGeneration(env);
        // The other jobs have run; failing the invocation puts the failed ones in Cloudflare's
        // cron log, where an operator sees them.
        if (report.failed.length > 0) {
          throw new Error(`Hourly jobs failed: ${report.failed.join(', ')}`);
        }
      },
    );
    ctx.waitUntil(run);
    await run;
  },
};
