'use client';

import { Activity, type ReactNode } from 'react';

/**
 * Server HTML exactly as without it, hydrated in a pass of its own after the
 * rest of the page. React leaves a server-rendered <Activity> boundary for
 * later on its first hydration pass, so the page's first commit (one
 * uninterrupted task) gets shorter and this part commits in a task of its own.
 * A click or key press inside it before then hydrates it at once and is
 * replayed. Unlike <Suspense>, the server never moves it out of place: a
 * large Suspense boundary late in a page is streamed after the rest, hidden
 * until a script puts it back, which would hide it without JavaScript.
 *
 * For parts not needed at once: below-the-fold widgets, listeners with
 * nothing to show yet.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
