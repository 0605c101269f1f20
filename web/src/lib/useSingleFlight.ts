import { useRef, useState } from 'react';

/**
 * Runs an async action one call at a time: a call made while one is running is ignored, so a
 * double click or a second Enter cannot send a form twice. The ref answers before React re-renders.
 */
export function useSingleFlight<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
): [run: (...args: Args) => Promise<void>, isRunning: boolean] {
  const running = useRef(false);
  const [isRunning, setIsRunning] = useState(false);
  async function run(...args: Args) {
    if (running.current) return;
    running.current = true;
    setIsRunning(true);
    try {
      await action(...args);
    } finally {
      running.current = false;
      setIsRunning(false);
    }
  }
  return [run, isRunning];
}
