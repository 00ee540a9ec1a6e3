import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';
import { placeTooltip, TOOLTIP_VIEWPORT_MARGIN } from './tooltip-position';

const viewport = { width: 1280, height: 800 };

describe('placeTooltip', () => {
  it('puts the tooltip below and right of the pointer when there is room', () => {
    expect(placeTooltip({ x: 100, y: 100 }, { width: 350, height: 200 }, viewport)).toEqual({ x: 116, y: 116 });
  });

  it('flips to the left of the pointer near the right edge and stays 20 px inside', () => {
    const { x } = placeTooltip({ x: 1200, y: 100 }, { width: 350, height: 200 }, viewport);
    expect(x).toBe(1200 - 16 - 350);
    expect(x + 350).toBeLessThanOrEqual(viewport.width - TOOLTIP_VIEWPORT_MARGIN);
  });

  it('flips above the pointer near the bottom edge', () => {
    const { y } = placeTooltip({ x: 100, y: 780 }, { width: 350, height: 200 }, viewport);
    expect(y).toBe(780 - 16 - 200);
  });

  it('clamps into the 20 px margin when neither side has room', () => {
    // A tall tooltip at mid-height: neither below nor above fits, so it is clamped against the edges.
    const tall = placeTooltip({ x: 640, y: 400 }, { width: 750, height: 700 }, viewport);
    expect(tall.y).toBe(TOOLTIP_VIEWPORT_MARGIN);
    expect(tall.y).toBeGreaterThanOrEqual(TOOLTIP_VIEWPORT_MARGIN);
    expect(tall.x).toBeGreaterThanOrEqual(TOOLTIP_VIEWPORT_MARGIN);
    expect(tall.x + 750).toBeLessThanOrEqual(viewport.width - TOOLTIP_VIEWPORT_MARGIN);
  });

  it('keeps the margin at the top-left corner', () => {
    expect(placeTooltip({ x: 2, y: 2 }, { width: 350, height: 100 }, { width: 360, height: 140 })).toEqual({
      x: TOOLTIP_VIEWPORT_MARGIN,
      y: TOOLTIP_VIEWPORT_MARGIN,
    });
  });

  it('pins a tooltip wider than the viewport to the left margin', () => {
    expect(placeTooltip({ x: 300, y: 10 }, { width: 750, height: 100 }, { width: 400, height: 800 }).x).toBe(
      TOOLTIP_VIEWPORT_MARGIN,
    );
  });
});

describe('Tooltip', () => {
  beforeEach(() => {
    Object.assign(window, { innerWidth: viewport.width, innerHeight: viewport.height });
    // requestAnimationFrame runs at once, so pointer moves apply synchronously in the test.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    // jsdom has no layout: give the tooltip a real size so that clamping is exercised.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.classList.contains('eoa-tooltip') ? 550 : 80;
      const height = this.classList.contains('eoa-tooltip') ? 240 : 30;
      return { x: 0, y: 0, left: 0, top: 0, right: width, bottom: height, width, height, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows on hover, follows the pointer and hides on leave', () => {
    render(
      <Tooltip content="Ring of Barad Guldur" width={550}>
        <button type="button">Ring</button>
      </Tooltip>,
    );
    const anchor = screen.getByRole('button', { name: 'Ring' }).parentElement!;
    fireEvent.mouseEnter(anchor, { clientX: 100, clientY: 100 });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Ring of Barad Guldur');
    expect(anchor).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip.style.left).toBe('116px');
    expect(tooltip.style.top).toBe('116px');
    expect(tooltip.style.width).toContain('550px');

    fireEvent.mouseMove(anchor, { clientX: 300, clientY: 200 });
    expect(tooltip.style.left).toBe('316px');
    expect(tooltip.style.top).toBe('216px');

    fireEvent.mouseLeave(anchor);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays at least 20 px inside the viewport near the bottom-right corner', () => {
    render(
      <Tooltip content="Long text" width={550}>
        <span>anchor</span>
      </Tooltip>,
    );
    fireEvent.mouseEnter(screen.getByText('anchor').parentElement!, { clientX: 1275, clientY: 795 });
    const tooltip = screen.getByRole('tooltip');
    const left = parseFloat(tooltip.style.left);
    const top = parseFloat(tooltip.style.top);
    expect(left).toBeGreaterThanOrEqual(20);
    expect(top).toBeGreaterThanOrEqual(20);
    expect(left + 550).toBeLessThanOrEqual(viewport.width - 20);
    expect(top + 240).toBeLessThanOrEqual(viewport.height - 20);
  });

  it('opens on keyboard focus and closes on Escape', () => {
    render(
      <Tooltip content="Saving arrives later">
        <button type="button">Save</button>
      </Tooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saving arrives later');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
