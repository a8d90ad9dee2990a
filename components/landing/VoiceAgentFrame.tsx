'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { VOICE_FRAME_TIMEOUT_MS, VOICE_HINT_TIMEOUT_MS } from '@/lib/facts/constants';
import { hasConsent, onConsentChange, readConsent, type ConsentState } from '@/lib/browser/consent';
import styles from './landing.module.css';

interface Props {
  /** The agent's address; '' when none is configured: no frame, no hint, only the call and the call-back. */
  src: string;
  title: string;
  hint: string;
  startLabel: string;
  consentNote: string;
  loadingLabel: string;
  /** Said when the agent did not answer in time, above the offer. */
  unavailableLabel: string;
  /** Server-rendered call in progress (./LiveCall.tsx), shown until the frame is ready. */
  poster: ReactNode;
  /** Server-rendered link to the sample calls: what takes the call's place when the agent did not answer. */
  offer: ReactNode;
  /** Server-rendered "Call me now" (it opens the call-back form), at the foot of the phone whatever the agent does. */
  callback: ReactNode;
}

type Status = 'poster' | 'connecting' | 'failed';

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

/**
 * The live voice agent in the hero phone (spec 4, "Voice-agent frame"). Costs
 * nothing at first paint: the phone shows a sample call in progress (the
 * poster), and the frame is created on the visitor's click, or on idle once
 * consent allows functional third parties. While it connects the frame stays
 * hidden; it is shown only once the agent's host has answered and the frame
 * has loaded, so a browser error page never shows. Without an answer within
 * VOICE_FRAME_TIMEOUT_MS the visitor gets the sample calls in its place; "Call
 * me now" stays at the foot of the phone throughout, and is all there is with
 * no agent configured. A hint invites the visitor to talk until a click or 12 s.
 */
export function VoiceAgentFrame({ src, title, hint, startLabel, consentNote, loadingLabel, unavailableLabel, poster, offer, callback }: Props) {
  const [status, setStatus] = useState<Status>('poster');
  const [answered, setAnswered] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [hintVisible, setHintVisible] = useState(true);
  const started = useRef(false);
  const fallbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setHintVisible(false), VOICE_HINT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Functional consent lets the agent load on idle, now or when the choice changes.
  useEffect(() => {
    if (!src) return;
    let cancelIdle: (() => void) | null = null;
    const consider = (state: ConsentState | null) => {
      if (cancelIdle || !hasConsent('functional', state)) return;
      cancelIdle = whenIdle(() => setStatus((current) => (current === 'poster' ? 'connecting' : current)));
    };
    consider(readConsent());
    const stop = onConsentChange(consider);
    return () => {
      stop();
      cancelIdle?.();
    };
  }, [src]);

  // Connecting: the host must answer (any answer; the frame's content cannot be read) and the
  // frame must load, both within the time-out. Unreachable, offline or silent: the offer.
  const ready = status === 'connecting' && answered && loaded;
  useEffect(() => {
    if (status !== 'connecting') return;
    const controller = new AbortController();
    fetch(src, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal }).then(
      () => setAnswered(true),
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [status, src]);

  useEffect(() => {
    if (status !== 'connecting' || ready) return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const timer = window.setTimeout(() => setStatus('failed'), offline ? 0 : VOICE_FRAME_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, ready]);

  // A visitor who pressed the button follows the focus to what replaced it.
  useEffect(() => {
    if (status === 'failed' && started.current) fallbackRef.current?.focus();
  }, [status]);

  const start = () => {
    started.current = true;
    setHintVisible(false);
    setStatus((current) => (current === 'poster' ? 'connecting' : current));
  };

  const waiting = status === 'connecting' && !ready;
  return (
    <div data-testid="voice-area" className="relative flex h-full w-full flex-col overflow-hidden rounded-[1.75rem] bg-[#1e1b4b]" onPointerDown={() => setHintVisible(false)}>
      <div className="relative min-h-0 flex-1">
        {/* The call in progress stays while the agent may still come; a failure puts the offer in its place. */}
        {ready || status === 'failed' ? null : <div className="absolute inset-0">{poster}</div>}
        <div
          ref={fallbackRef}
          tabIndex={-1}
          className={
            status === 'failed'
              ? 'absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b from-[#4338ca] to-[#1e1b4b] px-5 text-center outline-none'
              : waiting
                ? 'absolute inset-x-4 bottom-2 rounded-2xl bg-[#1e1b4b]/95 px-4 py-3 text-center outline-none'
                : 'outline-none'
          }
        >
          {/* One live region for the states a visitor waits through. */}
          <p role="status" className={waiting || status === 'failed' ? 'text-sm leading-snug text-indigo-50' : 'sr-only'}>
            {waiting ? loadingLabel : status === 'failed' ? unavailableLabel : ''}
          </p>
          {status === 'failed' ? offer : null}
        </div>
      </div>

      <div className={`flex flex-col gap-2 px-4 pb-4 pt-2 ${ready ? 'invisible' : ''}`}>
        {status === 'poster' && src ? (
          <>
            <div className="relative">
              {hintVisible ? (
                <p data-testid="voice-hint" className={`pointer-events-none absolute inset-x-2 bottom-full mx-auto mb-3 w-fit max-w-full rounded-xl bg-white px-3 py-1.5 text-center text-xs font-semibold leading-snug text-[#312e81] shadow-lg after:absolute after:left-1/2 after:top-full after:-ml-1.5 after:border-[6px] after:border-transparent after:border-t-white after:content-[''] ${styles.bob}`}>
                  {hint}
                </p>
              ) : null}
              <button type="button" onClick={start} className="btn w-full bg-white text-[#312e81] shadow-lg hover:bg-indigo-50">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
                  <path fill="currentColor" d="M12 14a3 3 0 0 0 3-3V5a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z" />
                </svg>
                {startLabel}
              </button>
            </div>
            <p className="text-center text-xs leading-snug text-indigo-100">{consentNote}</p>
          </>
        ) : null}
        {callback}
      </div>

      {status === 'connecting' ? (
        <iframe
          src={src}
          title={title}
          allow="microphone"
          loading="eager"
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 h-full w-full border-0 bg-white ${ready ? '' : 'invisible'}`}
        />
      ) : null}
    </div>
  );
}
