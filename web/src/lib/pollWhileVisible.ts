/**
 * Calls `poll` now and then `intervalMs` after each call settles, only while the tab is visible:
 * a hidden tab sends nothing, and showing it again polls at once. `poll` answers false to stop.
 * Returns what stops it for good. No React: the account island polls with it too.
 */
export function pollWhileVisible(poll: () => Promise<boolean>, intervalMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = 0; // which start the scheduled calls belong to; a stop or restart retires them
  let finished = false;

  function start() {
    if (finished) return;
    const thisRun = ++run;
    const tick = async () => {
      const keepGoing = await poll();
      if (!keepGoing) finished = true;
      else if (thisRun === run) timer = setTimeout(tick, intervalMs);
    };
    void tick();
  }
  function stop() {
    run++;
    clearTimeout(timer);
  }
  const onVisibilityChange = () => (document.hidden ? stop() : start());

  if (!document.hidden) start();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
