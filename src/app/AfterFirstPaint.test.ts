// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint, afterNextPaint } from './AfterFirstPaint';

const later = () => createElement(AfterFirstPaint, null, createElement('p', null, 'depois'));

describe('what waits for the first paint', () => {
  afterEach(cleanup);

  it('is left out of the first render, comes a frame later, and at once in any render after that', async () => {
    render(later());
    // the first render, and its effects, went without it
    expect(screen.queryByText('depois')).toBeNull();
    await waitFor(() => expect(screen.getByText('depois')).toBeTruthy());
    cleanup();
    // the app has painted: a later page keeps it in its first render
    render(later());
    expect(screen.getByText('depois')).toBeTruthy();
  });

  it('a cancelled wait never runs', async () => {
    const runs: string[] = [];
    const cancel = afterNextPaint(() => runs.push('cancelled'));
    cancel();
    await act(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
    expect(runs).toEqual([]);
  });
});
