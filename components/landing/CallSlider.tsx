'use client';

import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { track } from '@/lib/analytics/events';
import { progressAt, releaseAction, RESTING_PROGRESS, stepProgress } from '@/lib/landing/slider';
import styles from './landing.module.css';

interface Props {
  telHref: string;
  /** Accessible name, e.g. "Slide to call +1 (555) 010-0199". */
  label: string;
  /** Text printed on the track. */
  prompt: string;
  help: string;
  /** "{percent}% of the way to calling" */
  valueTemplate: string;
}

/** Handle size and inset in px (h-12 w-12 inside p-1 of an h-14 track). */
const HANDLE_PX = 48;
const INSET_PX = 4;

/**
 * Slide to call (spec 4): drag the handle past 0.8 of the track and release to
 * dial the demo number; at or below 0.8 it springs back. Operable without
 * dragging (WCAG 2.5.7): arrow keys move it, End or Enter calls.
 */
export function CallSlider({ telHref, label, prompt, help, valueTemplate }: Props) {
  const [progress, setProgressState] = useState(RESTING_PROGRESS);
  const [dragging, setDragging] = useState(false);
  const progressRef = useRef(RESTING_PROGRESS);
  const trackRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<{ grab: number; start: number; range: number } | null>(null);
  const helpId = useId();

  const setProgress = (value: number) => {
    progressRef.current = value;
    setProgressState(value);
  };

  const call = () => {
    track({ event: 'hero_call_click' });
    setProgress(RESTING_PROGRESS);
    window.location.href = telHref;
  };

  const release = () => {
    dragRef.current = null;
    setDragging(false);
    if (releaseAction(progressRef.current) === 'call') call();
    else setProgress(RESTING_PROGRESS);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const trackEl = trackRef.current;
    if (!trackEl || event.button > 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const rect = trackEl.getBoundingClientRect();
    const start = rect.left + INSET_PX;
    const range = rect.width - 2 * INSET_PX - HANDLE_PX;
    dragRef.current = { grab: event.clientX - (start + progressRef.current * range), start, range };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag) return;
    setProgress(progressAt(event.clientX, drag.grab, drag.start, drag.range));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = stepProgress(progressRef.current, 1);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = stepProgress(progressRef.current, -1);
        break;
      case 'Home':
        next = RESTING_PROGRESS;
        break;
      case 'End':
      case 'Enter':
      case ' ':
        event.preventDefault();
        call();
        return;
      default:
        return;
    }
    event.preventDefault();
    if (releaseAction(next) === 'call') call();
    else setProgress(next);
  };

  const percent = Math.round(progress * 100);

  return (
    <div>
      <div ref={trackRef} className="relative h-14 rounded-full bg-brand p-1 text-on-brand shadow-inner">
        <span aria-hidden="true" className="absolute inset-0 overflow-hidden rounded-full">
          <span className={styles.shimmer} />
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-y-1 left-1 rounded-full bg-white/20"
          style={{ width: `calc(${HANDLE_PX}px + (100% - ${HANDLE_PX + 2 * INSET_PX}px) * ${progress})` }}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center pl-12 pr-4 text-center text-sm font-semibold leading-tight">
          {prompt}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-describedby={helpId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={valueTemplate.replace('{percent}', String(percent))}
          data-testid="call-slider-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!dragRef.current && progressRef.current > 0) setProgress(RESTING_PROGRESS);
          }}
          className={`absolute top-1 flex h-12 w-12 cursor-grab touch-none select-none items-center justify-center rounded-full bg-white text-brand shadow-md outline-offset-4 active:cursor-grabbing ${styles.pulse} ${
            dragging ? '' : 'transition-[left] duration-300 ease-[cubic-bezier(0.34,1.56,0.64,1)] motion-reduce:transition-none'
          }`}
          style={{ left: `calc(${INSET_PX}px + (100% - ${HANDLE_PX + 2 * INSET_PX}px) * ${progress})` }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            />
          </svg>
        </div>
      </div>
      <p id={helpId} className="sr-only">
        {help}
      </p>
    </div>
  );
}
