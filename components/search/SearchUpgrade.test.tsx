import { act, fireEvent, render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { SearchTrigger } from './SearchTrigger';
import { SearchUpgrade } from './SearchUpgrade';
import type { SearchLabels } from './types';

// jsdom has <dialog> but not its modal methods: open and close it as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const labels = { en: en.search as SearchLabels, pl: pl.search as SearchLabels };

/** The not-found page's arrangement: one link per language, each in an element with its `lang`. */
function page(upgrade: { shortcut?: boolean; languages?: ('en' | 'pl')[] } = {}) {
  const languages = upgrade.languages ?? ['en', 'pl'];
  return render(
    <>
      <div lang="en">
        <SearchTrigger fallbackHref="/en/blog/" labels={labels.en} wide />
      </div>
      <div lang="pl">
        <SearchTrigger fallbackHref="/pl/blog/" labels={labels.pl} wide />
      </div>
      <input aria-label="Name" />
      <SearchUpgrade labels={Object.fromEntries(languages.map((l) => [l, labels[l]]))} shortcut={upgrade.shortcut} />
    </>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });
/** Clicks as a person does and says whether the link was left to the browser (it would follow it). */
const click = (element: Element, init: MouseEventInit = {}) => fireEvent.click(element, { button: 0, ...init });

describe('SearchUpgrade', () => {
  it('without it the trigger is a plain link to the blog list, marked for the build as a page that searches', () => {
    render(<SearchTrigger fallbackHref="/en/blog/" labels={labels.en} />);
    const trigger = link(labels.en.openLabel);
    expect(trigger).toHaveAttribute('href', '/en/blog/');
    expect(trigger).toHaveAttribute('data-site-search', '');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('a plain click opens the dialog of the link\'s language; closing it returns focus to that link; a reopened dialog keeps the query', async () => {
    page();
    expect(click(link(labels.pl.open))).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: labels.pl.dialogTitle });
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'pl');
    const box = screen.getByRole('searchbox', { name: labels.pl.inputLabel });
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'cennik' } });

    act(() => screen.getByRole('button', { name: labels.pl.close }).click());
    expect(dialog).not.toHaveAttribute('open');
    expect(link(labels.pl.open)).toHaveFocus();

    click(link(labels.pl.open));
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('searchbox', { name: labels.pl.inputLabel })).toHaveValue('cennik');

    act(() => screen.getByRole('button', { name: labels.pl.close }).click());
    click(link(labels.en.open));
    expect(await screen.findByRole('dialog', { name: labels.en.dialogTitle })).toHaveAttribute('open');
  });

  it('leaves a click with a modifier key, and a link of a language it has no texts for, to the browser', () => {
    page({ languages: ['en'] });
    expect(click(link(labels.en.open), { ctrlKey: true })).toBe(true);
    expect(click(link(labels.en.open), { button: 1 })).toBe(true);
    expect(click(link(labels.pl.open))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"/" opens the first search link\'s dialog only when the shortcut is on, and never while typing', async () => {
    const { unmount } = page({ shortcut: false });
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(true);
    unmount();

    page();
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: '/' })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(await screen.findByRole('dialog', { name: labels.en.dialogTitle })).toHaveAttribute('open');
  });
});
