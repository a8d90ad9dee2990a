import { act, render, screen } from '@testing-library/react';
import { LoadingFallback } from './LoadingFallback';

const labels = { label: 'Loading page', loading: 'Loading...', slow: '(this is taking longer than expected)' };

describe('LoadingFallback', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a spinner only, then "Loading..." at 2 s, then the slow notice at 5 s', () => {
    render(<LoadingFallback labels={labels} />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(labels.slow)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText(labels.slow)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(labels.slow)).toBeInTheDocument();
  });
});
