import { jest } from '@jest/globals';
import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { useDrawnMeasure } from './use-drawn-measure';

function List({ items }: { items: string[] | null }) {
  const list = useRef<HTMLUListElement>(null);
  useDrawnMeasure({ name: 'probe-drawn', ready: items !== null, container: list, selector: 'li', detail: (drawn) => ({ drawn, items: items?.length }) });
  return <ul ref={list}>{items?.map((item) => <li key={item}>{item}</li>)}</ul>;
}

describe('useDrawnMeasure', () => {
  // The kit's own tests cannot reach @eoa/ui/testing (outside its sources): recordMeasures' stand-in, by hand.
  let measure: jest.Mock;
  const calls = () => measure.mock.calls.map(([name, options]) => ({ name, options: options as { start: number; end: number; detail: unknown } }));
  beforeEach(() => {
    measure = jest.fn();
    Object.defineProperty(performance, 'measure', { configurable: true, writable: true, value: measure });
  });
  afterEach(() => {
    delete (performance as { measure?: unknown }).measure;
  });
  const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

  it('measures once, from the first render to the first paint once ready, with what was drawn', async () => {
    const before = performance.now();
    const { rerender } = render(<List items={null} />);
    await afterPaint();
    expect(calls()).toEqual([]);
    rerender(<List items={['a', 'b']} />);
    await afterPaint();
    expect(calls()).toHaveLength(1);
    const [measure] = calls();
    expect(measure).toMatchObject({ name: 'probe-drawn', options: { detail: { drawn: 2, items: 2 } } });
    const options = measure!.options;
    expect(options.start).toBeGreaterThanOrEqual(before);
    expect(options.end).toBeGreaterThanOrEqual(options.start);
    rerender(<List items={['a', 'b', 'c']} />);
    await afterPaint();
    expect(calls()).toHaveLength(1);
  });

  it('measures nothing when the first ready paint drew nothing, nor later', async () => {
    const { rerender } = render(<List items={[]} />);
    await afterPaint();
    rerender(<List items={['a']} />);
    await afterPaint();
    expect(calls()).toEqual([]);
  });
});
