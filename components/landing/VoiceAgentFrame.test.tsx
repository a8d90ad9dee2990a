import { act, fireEvent, render, screen } from '@testing-library/react';
import { VOICE_HINT_TIMEOUT_MS } from '@/lib/constants';
import { CONSENT_KEY, saveConsent } from '@/lib/consent';
import { VoiceAgentFrame } from './VoiceAgentFrame';

const props = {
  src: 'https://agent.example.com/embed/demo',
  title: 'Live AI voice agent demo',
  hint: 'Tap to talk to our live agent',
  startLabel: 'Talk to the agent',
  consentNote: 'Starts the agent',
  loadingLabel: 'Connecting…',
  poster: <p>Agent poster</p>,
  fallback: <a href="tel:+15550100199">Call +1 (555) 010-0199</a>,
};

describe('VoiceAgentFrame', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.removeItem(CONSENT_KEY);
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

  it('creates no iframe before the click; the click hides the hint and creates it', () => {
    const { container } = render(<VoiceAgentFrame {...props} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: props.startLabel }));
    expect(screen.queryByText(props.hint)).not.toBeInTheDocument();
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', props.src);
    expect(frame).toHaveAttribute('allow', 'microphone');
    expect(frame).toHaveAttribute('title', props.title);
  });

  it('loads on idle once functional consent is given, and shows the number if it never loads', () => {
    const { container } = render(<VoiceAgentFrame {...props} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(container.querySelector('iframe')).toBeNull();
    act(() => saveConsent({ necessary: true, functional: true, analytics: false, advertising: false, accepted: true, declined: false }));
    act(() => jest.advanceTimersByTime(1500));
    expect(container.querySelector('iframe')).not.toBeNull();
    act(() => jest.advanceTimersByTime(15_000));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+15550100199');
  });
});
