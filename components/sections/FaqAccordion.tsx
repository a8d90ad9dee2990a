'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { HydrateLater } from '@/components/ui/HydrateLater';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * FAQ list: several items may be open at once and a click toggles one.
 * Panels are force-mounted so every answer is in the static HTML (crawlers,
 * readers without JavaScript); closed ones are hidden with CSS. Each item
 * measures itself when it mounts, so the list hydrates in its own pass.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <HydrateLater>
      <Accordion.Root type="multiple" className="divide-y divide-line rounded-2xl border border-line bg-page">
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={`item-${index}`} className="group">
            <Accordion.Header asChild>
              <Heading className="m-0">
                <Accordion.Trigger className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-2.5 sm:px-5 text-left text-base font-semibold text-fg hover:text-brand md:px-6 md:py-5">
                  <span>{item.question}</span>
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="h-5 w-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-45 motion-reduce:transition-none"
                  >
                    <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            <Accordion.Content forceMount className="px-5 pb-5 text-muted data-[state=closed]:hidden md:px-6">
              <p className="leading-7">{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </HydrateLater>
  );
}
