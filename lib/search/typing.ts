/**
 * Where the `/` shortcut must not open search: the visitor is typing. Its own module, so the
 * page-wide search upgrade does not carry the excerpt code only the dialog needs.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return Boolean(element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}
