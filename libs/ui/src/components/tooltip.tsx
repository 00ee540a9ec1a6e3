import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { placeTooltip, TOOLTIP_VIEWPORT_MARGIN, type Point } from './tooltip-position';

export type TooltipWidth = 350 | 550 | 750;

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  /** Spec §9: tooltip widths 350, 550 or 750 px. Default 350. */
  width?: TooltipWidth;
  /** 'item': the dark game panel item texts need (quality colours are the game's, in both themes). */
  tone?: 'default' | 'item';
}

interface Anchor {
  point: Point;
}

/**
 * Hover card that follows the pointer and stays at least 20 px inside the viewport (spec §9). It also opens on
 * keyboard focus inside its anchor (placed under the focused element) and closes on Escape, so it is
 * reachable and dismissible without a mouse.
 */
export function Tooltip({ content, children, width = 350, tone = 'default' }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const frame = useRef<number | null>(null);

  const open = anchor !== null;

  const show = useCallback((point: Point) => setAnchor({ point }), []);
  const hide = useCallback(() => {
    // Drop a move still waiting for its frame, or it would reopen the tooltip after the pointer left.
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    setAnchor(null);
    setPosition(null);
  }, []);

  const onMouseMove = (event: MouseEvent<HTMLSpanElement>) => {
    const point = { x: event.clientX, y: event.clientY };
    // One position update per animation frame: mousemove fires far more often than the screen repaints.
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      show(point);
    });
  };

  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const rect = event.target.getBoundingClientRect();
    show({ x: rect.left, y: rect.bottom });
  };

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  // Measure after render, before paint, so the tooltip never flashes outside the viewport; measure again when
  // its content grows or shrinks while it is open (e.g. an item's sources arriving).
  useLayoutEffect(() => {
    const element = tooltipRef.current;
    if (!anchor || !element) return undefined;
    const place = () => {
      const rect = element.getBoundingClientRect();
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const size = {
        width: rect.width || Math.min(width, viewport.width - 2 * TOOLTIP_VIEWPORT_MARGIN),
        height: rect.height,
      };
      setPosition(placeTooltip(anchor.point, size, viewport));
    };
    place();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor, width, content]);

  return (
    <>
      <span
        className="eoa-tooltip-anchor"
        aria-describedby={open ? id : undefined}
        onMouseEnter={(event) => show({ x: event.clientX, y: event.clientY })}
        onMouseMove={onMouseMove}
        onMouseLeave={hide}
        onFocus={onFocus}
        onBlur={hide}
      >
        {children}
      </span>
      {open && typeof document !== 'undefined'
        ? createPortal(
            <div
              ref={tooltipRef}
              id={id}
              role="tooltip"
              className={tone === 'item' ? 'eoa-tooltip eoa-tooltip--item' : 'eoa-tooltip'}
              style={{
                width: `min(${width}px, calc(100vw - ${2 * TOOLTIP_VIEWPORT_MARGIN}px))`,
                left: position?.x ?? 0,
                top: position?.y ?? 0,
                visibility: position ? 'visible' : 'hidden',
              }}
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
