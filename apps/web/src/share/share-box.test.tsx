import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareBox } from './share-box.js';

const URL_ = 'https://verdict.example/#system=t13&test=dice&seed=a1';

// jsdom has no share sheet: each test gives the page the browser API it needs (and takes it away after).
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('ShareBox', () => {
  it('without a share sheet: the link and Copy link only', () => {
    render(<ShareBox url={URL_} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share link' }).getAttribute('href')).toBe(URL_);
  });

  // Issue 37, U22: nothing in solo play said what a share link proves and what it does not.
  it('says what a solo roll proves and what it does not, and where to roll for proof', () => {
    render(<ShareBox url={URL_} seed="a1" />);
    const note = screen.getByText(/not proof/i);
    expect(note.textContent).toMatch(/replays/i);
    expect(note.textContent).toMatch(/anyone can choose a seed/i);
    expect(screen.getByRole('link', { name: 'roll at a table' }).getAttribute('href')).toBe('#/table');
  });

  it("with a share sheet: Share… opens it with the roll's link", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    render(<ShareBox url={URL_} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share…' })));
    expect(shared).toEqual([{ title: 'Verdict roll', url: URL_ }]);
    expect(screen.getByText('Shared.', { exact: false })).toBeTruthy();
  });

  it('closing the sheet says nothing; a failed share says to copy instead', async () => {
    let error = new DOMException('cancelled', 'AbortError');
    Object.defineProperty(navigator, 'share', { configurable: true, value: () => Promise.reject(error) });
    render(<ShareBox url={URL_} />);
    const button = screen.getByRole('button', { name: 'Share…' });
    await act(async () => fireEvent.click(button));
    expect(screen.queryByText(/Shared|Sharing failed/)).toBeNull();
    error = new DOMException('denied', 'NotAllowedError');
    await act(async () => fireEvent.click(button));
    expect(screen.getByText('Sharing failed: copy the link instead.', { exact: false })).toBeTruthy();
  });

  it('a browser that cannot share this link shows no Share button', () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn() });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    render(<ShareBox url={URL_} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
