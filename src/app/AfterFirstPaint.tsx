import { type ReactNode, useEffect, useState } from 'react';

// Issue 17, a reload at the floor: the first render of a signed-in page is one long task (react-admin, MUI's
// styles, the list's rows). What the first sight of the page does not need (the menu's entries, the search
// palette…) is mounted right after the browser has painted it, in a render of its own, instead of inside it.

let painted = false;

/** Runs `run` once the browser has painted the frame now being prepared (a frame, then a task); gives a cancel. */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False in the app's first render, true a frame after it has painted; true at once once it has (a later page,
 * another company, keeps what it gates in its first render).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => {
      painted = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}

/** Its children, from a frame after the app's first paint on (useAfterFirstPaint). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
