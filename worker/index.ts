import { app } from './app';
import { connect } from './db';
import type { Bindings } from './env';
import { runHourlyJobs } from './scheduled';

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    const run = runHourlyJobs(connect(env), env, new Date(controller.scheduledTime)).then(
      (report) => console.log('Hourly jobs done', JSON.stringify(report)),
    );
    ctx.waitUntil(run);
    await run;
  },
};
