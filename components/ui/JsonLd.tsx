import { serializeJsonLd } from '@/lib/seo/structured-data';

/** Renders one JSON-LD block (build it with lib/seo/structured-data.ts). */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
