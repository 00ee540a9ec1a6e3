/**
 * jsdom does not scroll: after this, each element keeps its scroll position and announces changes with a scroll event
 * as a browser does, so a virtual list scrolled from the keyboard (scrollToIndex) renders the rows it scrolled to.
 * Not part of the shared setup: a list that scrolls itself while it renders (the crafting and atlas lists, the
 * builder's grid) then makes React warn of a flushSync inside a render. Call it at the top of a project's setup.
 */
export function emulateElementScrolling() {
  const scrollTops = new WeakMap<Element, number>();
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrollTops.set(this, Math.max(0, value));
      this.dispatchEvent(new Event('scroll'));
    },
  });
  // The content's height: a virtual list's inner box carries its total height in its style.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const content = this.firstElementChild instanceof HTMLElement ? Number.parseFloat(this.firstElementChild.style.height) : Number.NaN;
      return Number.isFinite(content) ? Math.max(content, this.clientHeight) : this.clientHeight;
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number, y?: number) {
    const top = typeof options === 'number' ? y : options?.top;
    if (typeof top === 'number') this.scrollTop = top;
  } as HTMLElement['scrollTo'];
}
