import type { Clock, TimerId } from './clock';

interface PendingTimer {
  id: TimerId;
  due: number;
  every: number | null;
  callback: () => void;
}

export interface ManualClock extends Clock {
  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void;
  /** How many timers are waiting; lets a test see that a component cleaned up. */
  pendingCount(): number;
}

/** A clock that only moves when told to: stories and tests get the same frames every run. */
export function createManualClock(start: number | string | Date): ManualClock {
  let now = new Date(start).getTime();
  let nextId = 1;
  const timers = new Map<TimerId, PendingTimer>();

  const schedule = (callback: () => void, ms: number, repeat: boolean): TimerId => {
    const id = nextId++;
    const delay = Math.max(0, ms);
    timers.set(id, { id, due: now + delay, every: repeat ? Math.max(1, delay) : null, callback });
    return id;
  };
  const cancel = (id: TimerId) => {
    timers.delete(id);
  };
  const nextDue = (until: number): PendingTimer | undefined => {
    let soonest: PendingTimer | undefined;
    for (const timer of timers.values()) {
      if (timer.due <= until && (!soonest || timer.due < soonest.due)) soonest = timer;
    }
    return soonest;
  };

  return {
    now: () => now,
    setTimeout: (callback, ms) => schedule(callback, ms, false),
    setInterval: (callback, ms) => schedule(callback, ms, true),
    clearTimeout: cancel,
    clearInterval: cancel,
    advance(ms) {
      const until = now + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        now = timer.due;
        if (timer.every === null) timers.delete(timer.id);
        else timer.due += timer.every;
        timer.callback();
      }
      now = until;
    },
    pendingCount: () => timers.size,
  };
}
