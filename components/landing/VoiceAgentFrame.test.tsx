import { act, fireEvent, render, screen } from '@testing-library/react';
import { VOICE_FRAME_TIMEOUT_MS, VOICE_HINT_TIMEOUT_MS } from '@/lib/facts/constants';
import { CONSENT_KEY, saveConsent } from '@/lib/browser/consent';
import { VoiceAgentFrame } from './VoiceAgentFrame';

const sampleCalls = '/en/sample-calls/';

const props = {
  src: 'https://agent.customer.test/embed/demo',
  title: 'Live AI voice agent demo',
  hint: 'Tap to talk to our live agent',
  startLabel: 'Talk to the agent',
  consentNote: 'This connects you to our voice provider',
  loadingLabel: 'Connecting…',
  unavailableLabel: 'The live agent isn’t answering just now.',
  poster: <p>Sample call in progress</p>,
  offer: <a href={sampleCalls}>Read sample calls</a>,
  callback: (
    <button type="button" popoverTarget="call-me-now">
      Call me now
    </button>
  ),
};

/** fetch() that the test settles by hand: the agent's host answering, refusing or staying silent. */
function controllableFetch() {
  const calls: Array<{ url: string; init: RequestInit; resolve: () => void; reject: () => void }> = [];
  const fn = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ url, init, resolve: () => resolve({} as Response), reject: () => reject(new TypeError('Failed to fetch')) });
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  (globalThis as { fetch: unknown }).fetch = fn;
  return calls;
}

describe('VoiceAgentFrame', () => {
  let calls: ReturnType<typeof controllableFetch>;
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.removeItem(CONSENT_KEY);
    calls = controllableFetch();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the hint until 12 s have passed: visible at 11.9 s, gone at 12 s', () => {
    render(<VoiceAgentFrame {...props} />);
    expect(VOICE_HINT_TIMEOUT_MS).toBe(12_000);
    expect(screen.getByText(props.hint)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(11_900));
    expect(screen.getByText(props.hint)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(props.hint)).not.toBeInTheDocument();
  });

  it('without an address: no frame, no request, no hint, ever; the call in progress and "Call me now" only', () => {
    const { container } = render(<VoiceAgentFrame {...props} src="" />);
    expect(screen.getByText('Sample call in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call me now' })).toHaveAttribute('popovertarget', 'call-me-now');
    expect(screen.queryByText(props.hint)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read sample calls' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: props.startLabel })).not.toBeInTheDocument();
    act(() => saveConsent({ necessary: true, functional: true, analytics: false, advertising: false, accepted: true, declined: false }));
    act(() => jest.advanceTimersByTime(30_000));
    expect(container.querySelector('iframe')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Sample call in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call me now' })).toBeInTheDocument();
  });

  it('with an address: the call in progress, the button to talk, its note, the hint and "Call me now" together', () => {
    render(<VoiceAgentFrame {...props} />);
    expect(screen.getByText('Sample call in progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: props.startLabel })).toBeInTheDocument();
    expect(screen.getByText(props.consentNote)).toBeInTheDocument();
    expect(screen.getByText(props.hint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call me now' })).toBeInTheDocument();
  });

  it('creates no frame before the click; the click shows "connecting" and keeps the frame hidden until the host answers and it loads', () => {
    const { container } = render(<VoiceAgentFrame {...props} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(container.querySelector('iframe')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(screen.getByText(props.consentNote)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: props.startLabel }));
    expect(screen.queryByText(props.hint)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(props.loadingLabel);
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', props.src);
    expect(frame).toHaveAttribute('allow', 'microphone');
    expect(frame).toHaveAttribute('title', props.title);
    expect(frame).toHaveClass('invisible');
    expect(calls.map((c) => [c.url, c.init.mode, c.init.credentials])).toEqual([[props.src, 'no-cors', 'omit']]);

    // A browser error page fires "load" too: loading alone never reveals the frame.
    act(() => void fireEvent.load(frame));
    expect(frame).toHaveClass('invisible');
  });

  it('reveals the frame once the host answered and the frame loaded', async () => {
    const { container } = render(<VoiceAgentFrame {...props} />);
    fireEvent.click(screen.getByRole('button', { name: props.startLabel }));
    await act(async () => calls[0]!.resolve());
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveClass('invisible');
    act(() => void fireEvent.load(frame));
    expect(frame).not.toHaveClass('invisible');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(VOICE_FRAME_TIMEOUT_MS * 2));
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('a host that refuses the connection gives the sample calls in the call’s place at once, with the focus on them, and "Call me now" stays', async () => {
    const { container } = render(<VoiceAgentFrame {...props} />);
    fireEvent.click(screen.getByRole('button', { name: props.startLabel }));
    fireEvent.load(container.querySelector('iframe')!);
    await act(async () => calls[0]!.reject());
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(props.unavailableLabel);
    expect(screen.queryByText('Sample call in progress')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read sample calls' })).toHaveAttribute('href', sampleCalls);
    expect(screen.getByRole('button', { name: 'Call me now' })).toBeInTheDocument();
    expect(container.contains(document.activeElement) && document.activeElement !== document.body).toBe(true);
  });

  it('a host that never answers: "connecting" until 10 s, then the offer', () => {
    expect(VOICE_FRAME_TIMEOUT_MS).toBe(10_000);
    const { container } = render(<VoiceAgentFrame {...props} />);
    fireEvent.click(screen.getByRole('button', { name: props.startLabel }));
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('status')).toHaveTextContent(props.loadingLabel);
    expect(screen.queryByRole('link', { name: 'Read sample calls' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(props.unavailableLabel);
    expect(screen.getByRole('link', { name: 'Read sample calls' })).toBeInTheDocument();
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('loads on idle once functional consent is given, and gives way to the offer if it never answers', () => {
    const { container } = render(<VoiceAgentFrame {...props} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(container.querySelector('iframe')).toBeNull();
    act(() => saveConsent({ necessary: true, functional: true, analytics: false, advertising: false, accepted: true, declined: false }));
    act(() => jest.advanceTimersByTime(1500));
    expect(container.querySelector('iframe')).not.toBeNull();
    act(() => jest.advanceTimersByTime(VOICE_FRAME_TIMEOUT_MS));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Read sample calls' })).toHaveAttribute('href', sampleCalls);
  });
});
