// The parts of vitest-pool-workers' `cloudflare:test` module these tests use, typed with our
// Bindings (its own declaration file expects the ambient Workers types, which the SPA can't share).
declare module 'cloudflare:test' {
  import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
  import type { Bindings } from '../env';

  export const env: Bindings;
  export function createExecutionContext(): ExecutionContext;
  export function waitOnExecutionContext(ctx: ExecutionContext): Promise<void>;
  export function createScheduledController(options?: {
    scheduledTime?: Date | number;
    cron?: string;
  }): ScheduledController;
}
