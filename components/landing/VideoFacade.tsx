'use client';

import { useEffect, useRef, useState } from 'react';

interface Props {
  videoId: string;
  /** Privacy-enhanced embed host, e.g. https://www.youtube-nocookie.com */
  embedHost: string;
  title: string;
  /** Accessible name of the play button, e.g. "Play video: Product tour". */
  playLabel: string;
  poster: string;
}

export function videoEmbedUrl(embedHost: string, videoId: string): string {
  return `${embedHost.replace(/\/+$/, '')}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`;
}

/**
 * Click-to-play video (spec 2): a local poster and a play button; the video
 * host's iframe is created only after the click, so nothing is requested from
 * it before.
 */
export function VideoFacade({ videoId, embedHost, title, playLabel, poster }: Props) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-[#1e1b4b] shadow-lg ring-1 ring-art-edge">
      {playing ? (
        <iframe
          ref={frameRef}
          src={videoEmbedUrl(embedHost, videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} aria-label={playLabel} className="group absolute inset-0 block h-full w-full cursor-pointer">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, pre-sized local poster */}
          <img src={poster} alt="" width={1280} height={720} loading="lazy" decoding="async" className="h-full w-full object-cover" />
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-[#4338ca] shadow-xl transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none"
          >
            <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7">
              <path fill="currentColor" d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
