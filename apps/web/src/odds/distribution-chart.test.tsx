import { render, screen } from '@testing-library/react';
import { notationOdds } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../outcome/tier.js';
import { DistributionChart } from './distribution-chart.js';

/** A notation's totals as the chart's points, from the real dice engine. */
const pointsOf = (notation: string) =>
  notationOdds(notation).distribution.map((o) => ({ label: String(o.value), probability: o.probability }));

describe('the distribution chart', () => {
  it('puts "most likely" under its own column, not in the middle', () => {
    // The higher of two d20 is most likely 20 (39 of 400).
    const points = pointsOf('2d20kh1');
    render(<DistributionChart title="Totals" points={points} />);
    const mode = screen.getByText('most likely 20');
    // The last of 20 columns: its middle is 97.5% across.
    expect(mode.style.left).toBe('97.5%');
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/the most likely is 20 at 9\.8%/);
  });

  it('claims no most likely value for a flat distribution', () => {
    render(<DistributionChart title="Totals" points={pointsOf('1d6')} />);
    expect(screen.queryByText(/most likely/)).toBeNull();
    const name = screen.getByRole('img').getAttribute('aria-label')!;
    expect(name).not.toMatch(/most likely/);
    expect(name).toMatch(/each equally likely, at 16\.7%/);
  });

  it('has a value axis, from 0% to the tallest column, in its name too', () => {
    const points = pointsOf('2d6');
    render(<DistributionChart title="Totals" points={points} />);
    const top = formatPercent(Math.max(...points.map((p) => p.probability)));
    expect(top).toBe('16.7%');
    const scale = document.querySelector('.odds-chart-scale')!;
    expect([...scale.children].map((span) => span.textContent)).toEqual([top, '0%']);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(`the axis runs from 0% to ${top}`);
    // Each column says its value.
    expect([...document.querySelectorAll('rect title')].map((t) => t.textContent)[5]).toBe('7: 16.7%');
  });

  // Issue 37: a plateau named its first value ("1d20+1d4-1: most likely 4"), though 4 to 20 are alike.
  it('names no one value of a plateau as most likely: the tied run', () => {
    render(<DistributionChart title="Totals" points={pointsOf('1d20+1d4-1')} />);
    expect(screen.queryByText('most likely 4')).toBeNull();
    expect(screen.getByText('most likely 4 to 20, alike')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /the most likely, each 4 to 20 at 5\.0%/,
    );
  });

  it('counts tied values that are apart, naming none', () => {
    const points = [
      { label: 'Win', probability: 0.4 },
      { label: 'Draw', probability: 0.2 },
      { label: 'Loss', probability: 0.4 },
    ];
    render(<DistributionChart title="Endings" points={points} />);
    expect(screen.getByText('most likely 2 values, alike')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /the most likely, each Win, Loss at 40\.0%/,
    );
  });
});
