import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it sets <html lang>).
// This pass-through exists because app/not-found.tsx needs a root layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
