import type { Metadata } from 'next';
import { siteMessages } from '@/lib/copy/messages';
import { fontVariables } from '@/lib/facts/fonts';
import { siteConfig } from '@/lib/site';
import { themeScript } from '@/lib/browser/theme';
import { chooseLanguage } from '@/lib/hosting/language-rule.mjs';
import { LogoMark } from '@/components/ui/Logo';
import { localeHref } from '@/lib/facts/routes';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import { SearchUpgrade } from '@/components/search/SearchUpgrade';
import type { SearchLabels } from '@/components/search/types';
import './globals.css';

// The site-wide not-found page (out/404.html). It carries both languages:
// a tiny script shows the one the URL prefix (or the language rule) asks for;
// without JavaScript both are shown.
const chooseScript = `(function(){try{var m=/^\\/(en|pl)(\\/|$)/.exec(location.pathname);var s=null;try{s=localStorage.getItem('language')}catch(e){}var l=m?m[1]:(${chooseLanguage.toString()})(s,navigator.language);var r=document.documentElement;r.lang=l;r.setAttribute('data-nf',l)}catch(e){}})();`;

const en = siteMessages('en');
const pl = siteMessages('pl');

export const metadata: Metadata = {
  title: `${en.notFound.title} · ${pl.notFound.title} | ${siteConfig.name}`,
  // No robots entry: Next gives every not-found page its own <meta name="robots" content="noindex">,
  // and a second tag would be invalid HTML.
};

const blocks = [
  { locale: 'en', messages: en },
  { locale: 'pl', messages: pl },
] as const;

type Messages = typeof en;

/** The main pages, in the language of the block: where a lost visitor most likely wanted to go. */
const mainLinks = (m: Messages) =>
  [
    ['/hotels', m.siteMenu.hotels],
    ['/real-estate', m.siteMenu.realEstate],
    ['/pricing', m.footer.pricing],
    ['/integrations', m.siteMenu.integrations],
    ['/sample-calls', m.siteMenu.sampleCalls],
    ['/blog', m.footer.blog],
    ['/contact', m.footerLinks.contact],
  ] as const;

const searchLabels = (m: Messages) => m.search as unknown as SearchLabels;

export default function NotFound() {
  return (
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: chooseScript }} />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-fg">
        <main id="main" className="container-page flex flex-1 flex-col justify-center gap-12 py-20">
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark />
            {siteConfig.name}
          </p>
          {blocks.map(({ locale, messages }) => (
            <section
              key={locale}
              lang={locale}
              data-testid={`not-found-${locale}`}
              className={`max-w-2xl ${locale === 'en' ? 'in-data-[nf=pl]:hidden' : 'in-data-[nf=en]:hidden'}`}
            >
              <p className="text-sm font-semibold uppercase tracking-wider text-brand">{messages.notFound.code}</p>
              <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">{messages.notFound.title}</h1>
              <p className="mt-4 text-lg text-muted">{messages.notFound.description}</p>
              <div className="mt-8 flex flex-wrap items-center gap-4">
                <a href={`/${locale}/`} className="btn btn-primary">
                  {messages.notFound.home}
                </a>
                {/* Each language's own search (its Pagefind index follows <html lang>); the '/' key is left alone, as both blocks are in the page. */}
                <SearchTrigger fallbackHref={localeHref(locale, '/blog')} labels={searchLabels(messages)} wide />
              </div>
              <nav aria-label={messages.notFound.linksTitle} className="mt-10">
                <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{messages.notFound.linksTitle}</h2>
                <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
                  {mainLinks(messages).map(([route, label]) => (
                    <li key={route}>
                      <a href={localeHref(locale, route)} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
                        {label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </section>
          ))}
        </main>
        <SearchUpgrade labels={{ en: searchLabels(en), pl: searchLabels(pl) }} shortcut={false} />
      </body>
    </html>
  );
}
