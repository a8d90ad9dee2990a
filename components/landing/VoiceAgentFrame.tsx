'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { VOICE_HINT_TIMEOUT_MS } from '@/lib/constants';
import { hasConsent, onConsentChange, readConsent, type ConsentState } from '@/lib/consent';
import styles from './landing.module.css';

/** Without a load event by then, the frame counts as failed and the demo number shows. */
export const VOICE_FRAME_LOAD_TIMEOUT_MS = 15_000;

interface Props {
  src: string;
  title: string;
  hint: string;
  startLabel: string;
  consentNote: string;
  loadingLabel: string;
  /** Server-rendered picture of the agent, shown until the frame is created. */
  poster: ReactNode;
  /** Server-rendered "call the demo number instead" message. */
  fallback: ReactNode;
}

type Status = 'poster' | 'loading' | 'ready' | 'failed';

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
 * nothing at first paint: a static poster shows first and the iframe is
 * created on the visitor's click, or on idle once consent allows functional
 * third parties. A hint invites the visitor to talk until a click or 12 s.
 */
export function VoiceAgentFrame({ src, title, hint, startLabel, consentNote, loadingLabel, poster, fallback }: Props) {
  const [status, setStatus] = useState<Status>('poster');
  const [hintVisible, setHintVisible] = useState(true);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setHintVisible(false), VOICE_HINT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Functional consent lets the agent load on idle, now or when the choice changes.
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const consider = (state: ConsentState | null) => {
      if (cancelIdle || !hasConsent('functional', state)) return;
      cancelIdle = whenIdle(() => setStatus((current) => (current === 'poster' ? 'loading' : current)));
    };
    consider(readConsent());
    const stop = onConsentChange(consider);
    return () => {
      stop();
      cancelIdle?.();
    };
  }, []);

  // A frame that never loads (offline, blocked) gives way to the demo number.
  useEffect(() => {
    if (status !== 'loading') return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const timer = window.setTimeout(() => setStatus('failed'), offline ? 0 : VOICE_FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const start = () => {
    setHintVisible(false);
    setStatus((current) => (current === 'poster' ? 'loading' : current));
  };

  return (
    <div className="relative h-full w-full overflow-hidden rounded-[1.75rem] bg-[#1e1b4b]" onPointerDown={() => setHintVisible(false)}>
      {status === 'poster' ? (
        <div className="absolute inset-0">
          {poster}
          <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 px-4 pb-5">
            <button
              type="button"
              onClick={start}
              className="btn w-full bg-white text-[#312e81] shadow-lg hover:bg-indigo-50 after:absolute after:inset-0 after:content-['']"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
                <path fill="currentColor" d="M12 14a3 3 0 0 0 3-3V5a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z" />
              </svg>
              {startLabel}
            </button>
            <p className="text-center text-xs leading-snug text-indigo-100">{consentNote}</p>
          </div>
        </div>
      ) : null}

      {status === 'loading' || status === 'ready' ? (
        <>
          {status === 'loading' ? (
            <p role="status" className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-indigo-100">
              {loadingLabel}
            </p>
          ) : null}
          <iframe
            ref={frameRef}
            src={src}
            title={title}
            allow="microphone"
            loading="eager"
            onLoad={() => setStatus('ready')}
            className="absolute inset-0 h-full w-full border-0 bg-white"
          />
        </>
      ) : null}

      {status === 'failed' ? <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-5 text-center text-indigo-50">{fallback}</div> : null}

      {hintVisible && status === 'poster' ? (
        <p data-testid="voice-hint" className={`pointer-events-none absolute inset-x-4 top-9 rounded-2xl bg-white px-4 py-2 text-center text-sm font-semibold text-[#312e81] shadow-lg ${styles.bob}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
