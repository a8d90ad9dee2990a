/**
 * Holds the browser's first paint until everything above the marker is parsed
 * (`<link rel="expect" blocking="render">`, which React hoists into the head;
 * the HTML Standard unblocks once the target is fully parsed, so the target is
 * an empty element). On a slow phone Chromium otherwise paints a half-parsed
 * header, then slides its links as its buttons arrive, or a half-parsed hero,
 * then drops its text when the visual beside it arrives. Browsers without the
 * feature ignore it. Each marker id appears once per page.
 */
export function ParsedBeforePaint({ id }: { id: 'header-parsed' | 'hero-parsed' }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  );
}

/** At the end of each hero (HeroBand, the landing hero, the pricing hero). */
export function HeroParsed() {
  return <ParsedBeforePaint id="hero-parsed" />;
}
