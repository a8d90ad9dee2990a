/**
 * The (site) group's loading.tsx makes the static HTML carry the page inside a
 * hidden streaming container (`<div hidden id="S:0">`, after the footer) that
 * only JavaScript swaps in. For readers without JavaScript this style, parsed
 * only when scripting is off, shows that container in place of the spinner
 * (the body is a flex column, so `order` puts it back above the footer).
 */
// Tailwind's preflight hides [hidden] with !important in the `base` layer;
// an !important rule in the earlier `theme` layer outranks it.
const css =
  'main>[role="status"][aria-label]{display:none}' +
  '@layer theme{body>div[hidden][id^="S:"]{display:block!important;order:2}}' +
  '#site-footer{order:3}';

export function NoScriptReveal() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
