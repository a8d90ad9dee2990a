/**
 * Holds the browser's first paint until the hero above this marker is parsed
 * (`<link rel="expect" blocking="render">`, which React hoists into the head).
 * On a slow phone Chromium otherwise paints a half-parsed hero and then moves
 * its text when the visual beside it arrives: a layout shift a visitor sees.
 * Browsers without the feature ignore it. One marker per page, at the hero's end.
 */
export function HeroParsed() {
  return (
    <>
      <link rel="expect" href="#hero-parsed" blocking="render" />
      <span id="hero-parsed" hidden />
    </>
  );
}
