import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { ImageResponse } from 'next/og';
import { ogImageSize, themeColor } from '@/lib/seo/seo';
import { siteConfig } from '@/lib/site';

// next/og cannot read woff2; @fontsource/inter ships .woff. Latin Extended
// carries the Polish letters (ą ć ę ł ń ś ź ż).
const fontDir = join(process.cwd(), 'node_modules/@fontsource/inter/files');
// Each subset is its own family (same-named faces would replace each other).
const fontFiles = [
  { name: 'Inter', file: 'inter-latin-700-normal.woff', weight: 700 },
  { name: 'Inter Ext', file: 'inter-latin-ext-700-normal.woff', weight: 700 },
  { name: 'Inter', file: 'inter-latin-400-normal.woff', weight: 400 },
  { name: 'Inter Ext', file: 'inter-latin-ext-400-normal.woff', weight: 400 },
] as const;
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    fontFiles.map(async ({ name, file, weight }) => ({ name, data: await readFile(join(fontDir, file)), weight, style: 'normal' as const })),
  );
  return fonts;
}

const logo = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#ffffff"/><g stroke="#4338ca" stroke-width="2.6" stroke-linecap="round"><path d="M9 13v6"/><path d="M13.5 9.5v13"/><path d="M18 12v8"/><path d="M22.5 14.5v3"/></g></svg>',
).toString('base64')}`;

const waveBars = [0.35, 0.6, 0.9, 0.55, 1, 0.7, 0.4, 0.8, 0.5, 0.3];

/**
 * The site's Open Graph card (1200×630): the logo and name, an optional section label, the title
 * and the host. Pages draw it on the brand gradient with a wave; blog posts on their cover art.
 */
export async function ogCard({ title, section, background }: { title: string; section: string | null; background?: ReactNode }) {
  const host = new URL(siteConfig.origin).host;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          position: 'relative',
          backgroundColor: themeColor.brand,
          backgroundImage: `linear-gradient(135deg, ${themeColor.brandDeep} 0%, ${themeColor.brand} 60%, #6366f1 100%)`,
          color: '#ffffff',
          fontFamily: 'Inter, "Inter Ext"',
        }}
      >
        {background ? <div style={{ display: 'flex', position: 'absolute', top: 0, left: 0, width: '100%', height: '100%' }}>{background}</div> : null}
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered by next/og, not the browser */}
          <img src={logo} width={64} height={64} alt="" />
          <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }}>{siteConfig.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 980 }}>
          {section ? (
            <div style={{ fontSize: 28, fontWeight: 700, color: '#c7d2fe', textTransform: 'uppercase', letterSpacing: 2 }}>{section}</div>
          ) : null}
          <div style={{ fontSize: title.length > 48 ? 60 : 72, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <div style={{ fontSize: 28, fontWeight: 400, color: '#e0e7ff' }}>{host}</div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 10, height: 80 }}>
            {(background ? [] : waveBars).map((h, i) => (
              <div key={i} style={{ width: 10, height: 80 * h, borderRadius: 5, backgroundColor: 'rgba(255,255,255,0.55)' }} />
            ))}
          </div>
        </div>
      </div>
    ),
    { ...ogImageSize, fonts: await loadFonts() },
  );
}
