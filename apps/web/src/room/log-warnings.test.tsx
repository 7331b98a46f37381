// Issue 34: the room page shows the client's warnings loudly (an alert), and nothing for an honest log.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogWarnings } from './log-warnings.js';

describe('the log warnings', () => {
  it('are an alert naming each mismatch', () => {
    const warnings = [
      {
        seq: 5,
        check: 'seed',
        message: 'entry #5: your roll\'s client seed is "x" in the log, but you sent "y"',
      },
      {
        seq: 7,
        check: 'hash',
        message: 'entry #7: its hash does not match its fields: it was changed after it was hashed',
      },
    ];
    render(<LogWarnings warnings={warnings} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Warning: this log does not check out. 2 entries the server sent fail',
    );
    expect(alert.textContent).toContain('you sent "y"');
    expect(alert.textContent).toContain('entry #7: its hash does not match');
  });

  it('show nothing for an honest log', () => {
    const { container } = render(<LogWarnings warnings={[]} />);
    expect(container.textContent).toBe('');
  });
});
