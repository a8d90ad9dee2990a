// What the search trigger and the search dialog share: the trigger loads the dialog on the first
// opening, and neither imports the other's module for these.

/** The search texts of one language (messages `search.*`). */
export interface SearchLabels {
  open: string;
  openLabel: string;
  dialogTitle: string;
  inputLabel: string;
  placeholder: string;
  close: string;
  loading: string;
  count: string;
  none: string;
  error: string;
  fallback: string;
  hint: string;
}

/** What the trigger gives the dialog it loads on the first opening. */
export type SearchDialogProps = { open: boolean; labels: SearchLabels; fallbackHref: string; onClose: () => void };
