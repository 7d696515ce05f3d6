import { useRef, useState, type PointerEvent } from 'react';
import { shouldCloseOnRelease } from './sheetSwipe';

interface Drag {
  pointerId: number;
  startY: number;
  startTime: number;
  height: number;
}

/**
 * Drag handlers for a bottom sheet's handle: the sheet follows the finger down, then closes or
 * springs back on release (shouldCloseOnRelease). `sheet` returns the element whose height counts.
 */
export function useSwipeToClose(sheet: () => HTMLElement | null, close: () => void) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, released: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    const release = {
      distance: event.clientY - current.startY,
      height: current.height,
      durationMs: event.timeStamp - current.startTime,
    };
    if (released && shouldCloseOnRelease(release)) close();
  };

  return {
    /** Px the sheet is dragged down; 0 at rest. */
    offset,
    dragging: offset !== 0,
    handleProps: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        drag.current = {
          pointerId: event.pointerId,
          startY: event.clientY,
          startTime: event.timeStamp,
          height: sheet()?.getBoundingClientRect().height ?? 0,
        };
        try {
          // Keeps the moves coming when the finger outruns the handle.
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A pointer the browser no longer tracks: the moves over the handle still count.
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        setOffset(Math.max(0, event.clientY - current.startY));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
    },
  };
}
